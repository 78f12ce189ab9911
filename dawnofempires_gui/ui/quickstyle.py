"""The application's style, with its standard icons looked up once.

A dock draws its title again whenever anything in it repaints, and Fusion (Qt's style on Linux without a
desktop theme) looks up the title's button icons from files each time: a third of the cost of a new log line.
"""
from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QProxyStyle, QWidget


class QuickStyle(QProxyStyle):
    def __init__(self) -> None:
        super().__init__()  # no base: it follows the application's style
        self._icons: dict[object, QIcon] = {}

    def standardIcon(self, which, option=None, widget=None) -> QIcon:  # noqa: N802
        found = self._icons.get(which)
        if found is None:
            found = self._icons[which] = super().standardIcon(which, option, widget)
        return found


_style: QuickStyle | None = None


def quick(*widgets: QWidget) -> None:
    """Give `widgets` the quick style (one shared instance: a widget does not own its style, and a style set
    on a widget does not reach its children)."""
    global _style
    if _style is None:
        _style = QuickStyle()
    for widget in widgets:
        widget.setStyle(_style)
