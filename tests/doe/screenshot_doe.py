"""Make docs/doe.png: a 4-player Dawn of Empires game in progress, seen by the human seat, under a real
X server (Xvfb).

Not a test (pytest does not collect it). Run from the repository root:

    .venv/bin/python tests/doe/screenshot_doe.py [out.png]

Ana (human) and three computer seats are played by a plain eager chooser (build, research, grow, found
towns, move, harvest) until Ana's Move action of round 10 or later with a stack to pick; the record is
saved, then reopened in the program under `xvfb-run` in a 1700×1050 window, and the window is grabbed.
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

PREFERENCE = ("found", "build", "research", "grow", "raid", "explore", "pick", "move", "recruit", "collect",
              "convert", "exchange", "pay_upkeep", "remove_warrior", "remove_hut", "legend", "place_mars")
RONDEL_TASTE = {"harvest": 3, "research": 3, "build": 3, "grow": 2, "recruit": 2, "move": 2, "explore": 2}


def choose(state, seat, legal, rng: random.Random):
    by: dict[str, list] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    if "rondel" in by:
        weights = [RONDEL_TASTE.get(a["action"], 1) for a in by["rondel"]]
        return rng.choices(by["rondel"], weights)[0]
    if "collect" in by:
        return rng.choice(by["collect"])
    if "move" in by and rng.random() < 0.7:
        return rng.choice(by["move"])
    for kind in PREFERENCE:
        if kind in by and kind not in ("exchange",):
            return rng.choice(by[kind])
    for kind in ("done_converting", "stop_collecting", "end_move", "end_turn"):
        if kind in by:
            return by[kind][0]
    return rng.choice(legal)


def make_record(path: Path) -> int:
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record

    for seed in range(5, 80):
        seats = [Seat("Ana"), Seat("Ben", computer=True), Seat("Chloé", computer=True), Seat("Dev", computer=True)]
        record = Record("doe", seats, {"round_limit": 50}, seed)
        state = record.new_state()
        rng = random.Random(seed)
        for _ in range(3000):
            if state.is_over():
                break
            seat = state.to_move()[0]
            if (seat == 0 and state.round >= 10 and state.step == "move_pick" and len(state.techs[0]) >= 3
                    and len(state.towns_of(0)) >= 2 and sum(not d for d in state.face_down) >= 12):
                record.save(path)
                return seed
            action = choose(state, seat, state.legal_actions(seat), rng)
            state.apply(seat, action)
            record.actions.append((seat, action))
    raise SystemExit("no seed gave a game in progress worth showing")


INSIDE = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from dawnofempires_gui.plugins import load_plugins
load_plugins()
app = QApplication(sys.argv[:1])
from dawnofempires_gui.ui.table import Table
table = Table()
window = table.open_file(Path(sys.argv[1]))
window.setGeometry(0, 0, 1700, 1050)
window.show()
def shoot():
    window.view.fit()
    app.processEvents()
    window.grab().save(sys.argv[2])
    app.quit()
QTimer.singleShot(2500, shoot)
app.exec()
"""


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "doe.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        game = Path(tmp) / "doe-midgame.json"
        seed = make_record(game)
        print(f"seed {seed}")
        env = {**os.environ, "DAWNOFEMPIRES_HOME": str(home), "DAWNOFEMPIRES_BOT_DELAY_MS": "100000"}
        env.pop("QT_QPA_PLATFORM", None)
        subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1700x1050x24", sys.executable, "-c", INSIDE, str(game),
                        str(out.resolve())], cwd=ROOT, env=env, check=True)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
