"""Rise of Empires played to its end through the real game window, by clicks on board targets and chooser
chips only (offscreen): every legal action of the seat at the screen stands on a board item, and every
click takes exactly one action."""
import os
import random
import time

import pytest
from PySide6.QtCore import Qt

from .test_board import armed, click_item, open_window

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("seed", [int(x) for x in os.environ.get("ROE_SEEDS", "3").split(",")])
def test_a_three_player_game_is_played_to_its_end_by_clicking_the_board(qtbot, monkeypatch, seed):
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.information", lambda *a, **k: pytest.fail(f"refused: {a[2]}"))
    window = open_window(qtbot, players=3, seed=seed)
    board = window.board
    rng = random.Random(seed)
    start = time.monotonic()
    clicks = 0
    kinds = set()
    while not window.controller.state.is_over():
        assert time.monotonic() - start < 240, "the game took too long"
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        legal = window.controller.legal_for_viewer()
        assert legal, "a human seat at the screen with nothing to do"
        for action in legal:  # every legal action can be reached on the board
            assert action in board.action_items or action in board.opener_of, f"no board item for {action}"
        targets = armed(board)
        plain = [i for i in targets if i.data(0) not in ("end_turn", "end_battles", "skip_action")]
        item = rng.choice(plain if plain and rng.random() < 0.9 else targets)
        before = len(window.controller.session.record.actions)
        click_item(window, qtbot, item)
        if board.chooser is not None:
            chips = list(board.chips)
            assert chips and all(c.data(1) in legal for c in chips)
            click_item(window, qtbot, rng.choice(chips))
        actions = window.controller.session.record.actions
        assert len(actions) == before + 1, f"clicking {item.data(0)} did nothing"
        kinds.add(actions[-1][1].kind)
        clicks += 1
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible(),
                    timeout=5000)
    assert clicks > 150
    assert {"take_progress", "take_territory", "take_city", "take_empire", "place", "confirm_placement",
            "take_disc", "trade", "choose_place"} <= kinds, sorted(kinds)
