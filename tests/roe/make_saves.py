"""Write the Rise of Empires save fixtures (tests/fixtures/saves/roe-*.json) and what each replays to
(roe-expected.json). Run once, by hand, when the fixtures are made: later builds must replay them the same
(test_saves.py), so they are never rewritten to fit a change of the rules.

    .venv/bin/python -m tests.roe.make_saves
"""
from __future__ import annotations

import json
from pathlib import Path

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"
GAMES = (  # (file, players, seed, actions to play: None for the whole game)
    ("roe-3p-seed51-finished.json", 3, 51, None),
    ("roe-5p-seed52-unfinished.json", 5, 52, 300),
)
NAMES = ["Michael", "Peter", "Dan", "Lin", "Ana"]


def expected(record: Record) -> dict:
    state = record.replay()
    sheet = state.scores()
    return {
        "actions": len(record.actions), "over": state.is_over(), "to_move": state.to_move(),
        "turn": state.turn, "totals": sheet.totals, "points": sheet.points, "winners": sheet.winners,
        "legal": sorted(a.kind + json.dumps(a.to_json(), sort_keys=True)
                        for s in state.to_move() for a in state.legal_actions(s)),
    }


def make(players: int, seed: int, limit: int | None) -> Record:
    record = Record("roe", [Seat(NAMES[i]) for i in range(players)], {}, seed)
    state = record.new_state()
    bot = RandomBot(seed)
    while not state.is_over() and (limit is None or len(record.actions) < limit):
        seat = state.to_move()[0]
        action = bot.choose(None, seat, state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
    return record


def main() -> None:
    want = {}
    for name, players, seed, limit in GAMES:
        record = make(players, seed, limit)
        record.save(FIXTURES / name)
        want[name] = expected(record)
    (FIXTURES / "roe-expected.json").write_text(json.dumps(want, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
