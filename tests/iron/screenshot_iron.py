"""Make docs/iron.png: the Iron Age window in the middle of a game, under a real X server (Xvfb).

Not a test (pytest does not collect it). Run from the repository root:

    .venv/bin/python tests/iron/screenshot_iron.py [out.png]

It plays a 3-player game (Ana at the screen, Ben and Chloé computers, seed 4) with a simple greedy
chooser up to Ana's build step in round 4, saves the record, and opens it with
`python -m dawnofempires_gui FILE --screenshot docs/iron.png` under `xvfb-run`, in a fresh user folder
whose remembered window size is 1600×1000.
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

PREFER = ("port", "province", "urn", "port_pop", "monument", "architecture", "army", "ship", "buy", "store", "take",
          "conquer", "give_good", "setup_province")


def choose(state, seat, legal, rng: random.Random):
    kinds = {a.kind for a in legal}
    if state.stage == "roll":
        if state.rolls == 0 or ("roll" in kinds and rng.random() < 0.5):
            keeps = [a for a in legal if a.kind == "keep" and state.dice[a["die"]] in ("pop3", "goods", "food3")
                     if a["die"] >= 0]
            return keeps[0] if keeps and state.rolls else next(a for a in legal if a.kind in ("roll", "stop"))
        return next(a for a in legal if a.kind == "stop")
    if state.stage == "buy":
        buys = [a for a in legal if a.kind == "buy"]
        if buys:
            best = max(int(DEV_BY_ID[a["dev"]]["points"]) for a in buys)
            return rng.choice([a for a in buys if int(DEV_BY_ID[a["dev"]]["points"]) == best])
    good = [a for a in legal if a.kind in PREFER]
    return rng.choice(good) if good else legal[0]


def make_record(path: Path) -> None:
    record = Record("iron", [Seat("Ana"), Seat("Ben", computer=True), Seat("Chloé", computer=True)],
                    {"length": "short"}, 4)
    state = record.new_state()
    rng = random.Random(4)
    while True:
        seat = state.to_move()[0]
        if state.round >= 4 and seat == 0 and state.stage == "build" and state.pop >= 2:
            break
        action = choose(state, seat, state.legal_actions(seat), rng)
        state.apply(seat, action)
        record.actions.append((seat, action))
    record.save(path)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "iron.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        game = Path(tmp) / "iron-round4.json"
        make_record(game)
        (home / "settings.ini").write_text("")  # a fresh user folder: no remembered layout
        env = {**os.environ, "DAWNOFEMPIRES_HOME": str(home), "DAWNOFEMPIRES_BOT_DELAY_MS": "100000"}
        env.pop("QT_QPA_PLATFORM", None)
        prep = ("import sys; from PySide6.QtWidgets import QApplication, QMainWindow;"
                "from dawnofempires_gui.ui.settings import settings; app = QApplication(sys.argv[:1]);"
                "w = QMainWindow(); w.setGeometry(0, 0, 1600, 1000); w.show(); app.processEvents();"
                "s = settings(); s.setValue('window/iron/geometry', w.saveGeometry()); s.sync()")
        xvfb = ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"]
        subprocess.run([*xvfb, sys.executable, "-c", prep], cwd=ROOT, env=env, check=True)
        subprocess.run([*xvfb, sys.executable, "-m", "dawnofempires_gui", str(game), "--screenshot", str(out),
                        "--wait-ms", "3000"], cwd=ROOT, env=env, check=True)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
