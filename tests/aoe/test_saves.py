"""Saved Age of Empires games kept as fixtures (tests/fixtures/saves/aoe-*.json, written by this build): every
later build must load them and replay them to the same position and scores (aoe-expected.json)."""
import json
from pathlib import Path

import pytest

from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.session import Session

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"
EXPECTED = json.loads((FIXTURES / "aoe-expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_saved_game_loads_and_replays_to_the_same_position_and_scores(name):
    want = EXPECTED[name]
    record = Record.load(FIXTURES / name)
    state = record.replay()
    sheet = state.scores()
    assert len(record.actions) == want["actions"]
    assert state.is_over() == want["over"] and state.turn == want["turn"]
    assert state.to_move() == want["to_move"]
    assert sheet.totals == want["totals"] and sheet.points == want["points"] and sheet.winners == want["winners"]
    assert state.end_reason == want["end_reason"] and state.ages == want["ages"]
    assert len(state.pieces) == want["pieces"]
    legal = sorted(a.kind + json.dumps(a.to_json(), sort_keys=True) for s in state.to_move()
                   for a in state.legal_actions(s))
    assert legal == want["legal"]


def test_the_saves_hold_a_finished_and_an_unfinished_game():
    assert {v["over"] for v in EXPECTED.values()} == {True, False}
    assert {Record.load(FIXTURES / n).seats.__len__() for n in EXPECTED} == {2, 4, 6}


def test_a_saved_game_goes_on_in_a_session_with_its_log_rebuilt(tmp_path):
    name = next(n for n, v in EXPECTED.items() if not v["over"])
    session = Session(Record.load(FIXTURES / name), autosave_path=tmp_path / "autosave.json")
    assert session.log and session.log_for(0)
    seat = session.state.to_move()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    assert Record.load(tmp_path / "autosave.json").replay().digest() == session.state.digest()
