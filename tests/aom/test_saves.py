"""Saved Age of Mythology games kept as fixtures (tests/fixtures/saves/aom-*.json): every later build loads them and
replays them to the same position and scores (aom-expected.json)."""
import json
from pathlib import Path

import pytest

from dawnofempires_gui.engine.record import Record

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"
EXPECTED = json.loads((FIXTURES / "aom-expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_saved_game_loads_and_replays_to_the_same_scores(name):
    want = EXPECTED[name]
    record = Record.load(FIXTURES / name)
    state = record.replay()
    sheet = state.scores()
    assert record.game == "aom" and len(record.actions) == want["actions"]
    assert state.is_over() == want["over"] and state.to_move() == want["to_move"]
    assert sheet.totals == want["totals"] and sheet.points == want["points"] and sheet.winners == want["winners"]
    legal = sorted(a.kind + json.dumps(a.to_json(), sort_keys=True)
                   for s in state.to_move() for a in state.legal_actions(s))
    assert legal == want["legal"]
    assert state.invariant_problems() == []


def test_an_unfinished_save_plays_on_to_the_end():
    state = Record.load(FIXTURES / "aom-4p-seed42-teams-unfinished.json").replay()
    assert state.teams and len(set(state.cult)) == 2
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.scores().winners
