"""Make docs/iron.png: the Iron Age window in the middle of a game, under a real X server (Xvfb).

Not a test (pytest does not collect it). Run from the repository root:

    .venv/bin/python tests/iron/screenshot_iron.py [out.png]

It plays a 3-player game (Ana at the screen, Ben and Chloé computers, the first seed from 4 on that
gives Ana a development) with a simple greedy chooser up to Ana's build step in round 4 or later,
saves the record, and opens it with
`python -m dawnofempires_gui FILE --screenshot docs/iron.png` under `xvfb-run`, in a fresh user folder
whose remembered window size is 1280×820 (the README's size; the docks take the width the window gives).
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dawnofempires_gui.engine import Seat  # noqa: E402
from dawnofempires_gui.engine.record import Record  # noqa: E402
from dawnofempires_gui.games.iron.data import DEV_BY_ID  # noqa: E402

BUILD_ORDER = ("port", "monument", "province", "urn", "port_pop", "army", "ship")


def choose(state, seat, legal, rng: random.Random):
    """A plain greedy player: keep food, population and goods dice; build, buy the best development."""
    by = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    stage = state.step()
    if stage == "roll":
        if state.rolls:
            for a in by.get("keep", []):
                if a["die"] >= 0 and state.dice[a["die"]] in ("pop3", "food3", "goods", "choice"):
                    return a
        return (by.get("roll") or by["stop"])[0]
    if stage == "choose":
        use = "food" if state.food[seat] < state.provinces[seat] + 2 else "population"
        return next(a for a in legal if a["use"] == use)
    if stage == "buy" and "buy" in by:
        best = max(int(DEV_BY_ID[a["dev"]]["points"]) for a in by["buy"])
        return rng.choice([a for a in by["buy"] if int(DEV_BY_ID[a["dev"]]["points"]) == best])
    if stage == "build":
        for kind in BUILD_ORDER:
            if kind in by and (kind != "army" or state.food[seat] > state.provinces[seat] + 1):
                return by[kind][0]
    for kind in ("store", "conquer", "refuse_good", "setup_province", "skip_omens", "skip_leadership"):
        if kind in by:
            return by[kind][-1]
    return legal[-1]


def make_record(path: Path) -> int:
    """Play seeds from 4 on until Ana, at her build step of round 4 or later, owns a development and has
    points to show; save that game. Returns the seed used."""
    for seed in range(4, 60):
        record = Record("iron", [Seat("Ana"), Seat("Ben", computer=True), Seat("Chloé", computer=True)],
                        {"length": "short"}, seed)
        state = record.new_state()
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            if (state.round >= 4 and seat == 0 and state.step() == "build" and state.pop >= 2
                    and state.devs[0] and state.score(0) > 5):
                record.save(path)
                return seed
            action = choose(state, seat, state.legal_actions(seat), rng)
            state.apply(seat, action)
            record.actions.append((seat, action))
    raise SystemExit("no seed gave a game in progress worth showing")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "iron.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        game = Path(tmp) / "iron-round4.json"
        seed = make_record(game)
        print(f"seed {seed}")
        (home / "settings.ini").write_text("")  # a fresh user folder: no remembered layout
        env = {**os.environ, "DAWNOFEMPIRES_HOME": str(home), "DAWNOFEMPIRES_BOT_DELAY_MS": "100000"}
        env.pop("QT_QPA_PLATFORM", None)
        prep = ("import sys; from PySide6.QtWidgets import QApplication, QMainWindow;"
                "from dawnofempires_gui.ui.settings import settings; app = QApplication(sys.argv[:1]);"
                "w = QMainWindow(); w.setGeometry(0, 0, 1280, 820); w.show(); app.processEvents();"
                "s = settings(); s.setValue('window/iron/geometry', w.saveGeometry()); s.sync()")
        xvfb = ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"]  # room for the whole 1280×820 window
        subprocess.run([*xvfb, sys.executable, "-c", prep], cwd=ROOT, env=env, check=True)
        subprocess.run([*xvfb, sys.executable, "-m", "dawnofempires_gui", str(game), "--screenshot", str(out),
                        "--wait-ms", "3000"], cwd=ROOT, env=env, check=True)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
