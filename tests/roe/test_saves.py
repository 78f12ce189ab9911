"""Saved Rise of Empires games kept as fixtures (tests/fixtures/saves/roe-*.json, written by make_saves.py):
every later build must load them and replay them to the same position and scores (roe-expected.json)."""
import json
from pathlib import Path

import pytest

from dawnofempires_gui.engine.record import Record

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"
EXPECTED = json.loads((FIXTURES / "roe-expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_saved_game_loads_and_replays_to_the_same_scores(name):
    want = EXPECTED[name]
    record = Record.load(FIXTURES / name)
    state = record.replay()
    sheet = state.scores()
    assert record.game == "roe" and len(record.actions) == want["actions"]
    assert state.is_over() == want["over"] and state.to_move() == want["to_move"] and state.turn == want["turn"]
    assert sheet.totals == want["totals"] and sheet.points == want["points"] and sheet.winners == want["winners"]
    legal = sorted(a.kind + json.dumps(a.to_json(), sort_keys=True)
                   for s in state.to_move() for a in state.legal_actions(s))
    assert legal == want["legal"]
    assert state.check_invariants() == []


def test_the_fixtures_hold_a_finished_and_an_unfinished_game():
    assert {EXPECTED[name]["over"] for name in EXPECTED} == {True, False}


def test_an_unfinished_save_plays_on_to_the_end():
    name = next(n for n in sorted(EXPECTED) if not EXPECTED[n]["over"])
    state = Record.load(FIXTURES / name).replay()
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.scores().winners and state.check_invariants() == []
