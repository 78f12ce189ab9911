"""View ▸ Computer pace: how long a computer seat's move stays on the board before the next one comes."""
from __future__ import annotations

import os

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from dawnofempires_gui.ui.settings import settings

PACES = (("Fast", 150), ("Normal", 600), ("Slow", 1500))
NORMAL_PACE_MS = dict(PACES)["Normal"]
KEY = "table/computer_pace_ms"


def pace_ms(default: int) -> int:
    """The computer pace the players chose, else the Normal one; `default` when tests or the self-test set the
    pace themselves (DAWNOFEMPIRES_BOT_DELAY_MS)."""
    if os.environ.get("DAWNOFEMPIRES_BOT_DELAY_MS"):
        return default
    value = settings().value(KEY, NORMAL_PACE_MS)
    try:
        ms = int(value)
    except (TypeError, ValueError):
        return NORMAL_PACE_MS
    return ms if 0 <= ms <= 10_000 else NORMAL_PACE_MS


def add_pace_menu(menu: QMenu, controller) -> QActionGroup:
    """The submenu, with the pace the controller plays at ticked; a choice is kept for the next games."""
    pace = menu.addMenu("Computer &pace")
    group = QActionGroup(pace)
    for label, ms in PACES:
        choice = pace.addAction(label)
        choice.setCheckable(True)
        choice.setChecked(ms == controller.bot_delay_ms)
        choice.setData(ms)
        group.addAction(choice)
        choice.triggered.connect(lambda checked=False, ms=ms: set_pace(controller, ms))
    return group


def set_pace(controller, ms: int) -> None:
    controller.bot_delay_ms = ms
    settings().setValue(KEY, ms)
