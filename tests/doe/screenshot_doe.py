"""Make docs/doe.png: a 4-player Dawn of Empires game in progress, seen by the human seat, under a real
X server (Xvfb).

Not a test (pytest does not collect it). Run from the repository root:

    .venv/bin/python tests/doe/screenshot_doe.py [out.png]

Ana (human) and three computer seats are played by a one-step-ahead chooser (towns, technologies,
buildings, explored tiles, units) until Ana's rondel move of round 12 or later with an improvement and
three technologies; the record is saved, then reopened in the program under `xvfb-run` in a 1280×820
window without its last 40 moves, which are then played in the window (so the log and the board's
recent events show them), and the window is grabbed.
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

def worth(state, p: int) -> float:
    """A rough picture of how well seat p is doing, for a one-step-ahead chooser that makes a lively board."""
    from dawnofempires_gui.games.doe import hexmap as H

    towns = sum(state.town_size[c] for c in state.towns_of(p))
    value = 5 * towns + 3 * len(state.techs[p]) + 3 * len(state.imps[p]) + 2 * state.legends[p] + 0.5 * state.xp[p]
    value += 4 * sum(1 for o in state.wonder_owner.values() if o == p)
    value += 0.4 * sum(not d for d in state.face_down) + 0.25 * sum(state.res[p])
    for t in range(H.N_TILES):
        if state.unit_owner[t] == p:
            value += 0.6 * state.unit_w[t] + 1.0 * state.unit_s[t]
            if state.unit_s[t] and any(state.founding_ok(c) == "" for c in H.TILE_CORNERS[t]):
                value += 2.5
    return value


def choose(state, seat, legal, rng: random.Random):
    best, best_value = [], None
    for action in legal:
        after = state.clone()
        after.apply(seat, action, trusted=True)
        value = worth(after, seat)
        if action.kind == "rondel" and not after.is_over() and seat in after.to_move():
            follow = [a for a in after.legal_actions(seat) if a.kind not in ("end_turn", "exchange")]
            gains = []
            for a in follow[:40]:
                again = after.clone()
                again.apply(seat, a, trusted=True)
                gains.append(worth(again, seat))
            value = max(gains, default=value - 1) + rng.random()
        if action.kind == "end_turn":
            value -= 0.1
        if best_value is None or value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return rng.choice(best)


def make_record(path: Path) -> int:
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.engine.registry import get

    for seed in range(5, 80):
        seats = [Seat("Ana"), Seat("Ben", computer=True), Seat("Chloé", computer=True), Seat("Dev", computer=True)]
        record = Record("doe", seats, get("doe").checked_options({}), seed)  # every option, so it reopens alike
        state = record.new_state()
        rng = random.Random(seed)
        for _ in range(3000):
            if state.is_over():
                break
            seat = state.to_move()[0]
            if (seat == 0 and state.round >= 12 and state.step == "rondel" and len(state.techs[0]) >= 3
                    and state.imps[0] and sum(not d for d in state.face_down) >= 16 and sum(state.unit_w) >= 4):
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
from dawnofempires_gui.engine.record import Record
load_plugins()
app = QApplication(sys.argv[:1])
from dawnofempires_gui.ui.table import Table
full = Record.load(Path(sys.argv[1]))
tail = full.actions[-LIVE:]
full.actions = full.actions[:-LIVE]
start = Path(sys.argv[1]).with_name("start.json")
full.save(start)
table = Table()
window = table.open_file(start)
window.setGeometry(0, 0, 1280, 820)
window.show()
app.processEvents()
for seat, action in tail:  # the last moves are played on screen, so the log and the board's events show them
    assert window.controller._apply(seat, action), action
    app.processEvents()
window.show_thinking(False)  # the computers' replayed moves leave no one thinking
def shoot():
    window.view.fit()
    app.processEvents()
    window.grab().save(sys.argv[2])
    app.quit()
QTimer.singleShot(2500, shoot)
app.exec()
""".replace("LIVE", "40")


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
        subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x820x24", sys.executable, "-c", INSIDE, str(game),
                        str(out.resolve())], cwd=ROOT, env=env, check=True)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
