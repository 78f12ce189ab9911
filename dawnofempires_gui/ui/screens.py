"""Window sizes that fit the screen: as large as planned where the screen has room, else as large as its free
area (a 1366x768 laptop leaves about 728 px under its task bar: a window 820 px tall hid its status bar and the
bottom of the board, and a rules window 720 px tall its scroll bar)."""
from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = (16, 40)  # what the window manager adds round a window: its borders and its title bar


def free_area(widget: QWidget) -> QRect:
    """The free area of the screen the widget is (or will be) shown on: the screen less its task bars."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fitted(widget: QWidget, width: int, height: int, share: float = 1.0) -> tuple[int, int]:
    """The size to give a window planned as width x height: no more than `share` of the free area, frame included."""
    room = free_area(widget)
    return (min(width, int(room.width() * share) - FRAME[0]), min(height, int(room.height() * share) - FRAME[1]))
