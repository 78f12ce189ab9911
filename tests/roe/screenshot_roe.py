"""Make docs/roe.png: a 4-player Rise of Empires game in Era II, seen by the human seat in the middle of
placing cubes, taken by the program under a real X server (Xvfb).

Not a test (pytest does not collect it). Run from the repository root, under Xvfb:

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/roe/screenshot_roe.py docs/roe.png

(without a display it starts xvfb-run itself). Ana (human) and three computer seats are all played by the
program's own computer player (the search player at "easy") until Ana, in Era II, has placed cubes in one
region of her empire tile and may place more; the record is saved, reopened in the program in a 1280×820
window without its last 30 moves, which are then played in the window (so the log and the board show
them), and the window is grabbed.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
LIVE = 30
SIZE = (1280, 820)
NEVER = ("reset_placement", "restart_empire")  # a chooser that resets would go round in circles


def choose(bots, state, seat: int, legal):
    """The computer player's choice for the seat (from its own view, as in the program)."""
    choices = [a for a in legal if a.kind not in NEVER] or legal
    if len(choices) == 1:
        return choices[0]
    action = bots[seat].choose(state.view(seat), seat, choices)
    return action


def worth_showing(state) -> bool:
    if state.era != 2 or state.top_step()[0] != "place" or state.active != 0:
        return False
    if not state.pl_regions or not state.placeable(0):
        return False
    held = [r for r, counts in state.cubes.items() if any(counts)]
    shared = [r for r, counts in state.cubes.items() if sum(1 for c in counts if c) >= 2]
    return len(held) >= 8 and len(shared) >= 2 and sum(len(p) for p in state.progress) >= 8


def make_record(path: Path) -> int:
    from dawnofempires_gui.ai import SearchBot
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.engine.registry import get

    for seed in range(1, 40):
        seats = [Seat("Ana"), *(Seat(name, computer=True, level="easy") for name in ("Ben", "Chloé", "Dev"))]
        record = Record("roe", seats, get("roe").checked_options({}), seed)
        state = record.new_state()
        bots = [SearchBot(seed * 31 + k, "easy") for k in range(4)]
        while not state.is_over() and state.era <= 2:
            if worth_showing(state) and len(record.actions) > LIVE:
                record.save(path)
                return seed
            seat = state.to_move()[0]
            action = choose(bots, state, seat, state.legal_actions(seat))
            state.apply(seat, action)
            record.actions.append((seat, action))
    raise SystemExit("no seed gave a game in Era II worth showing")


def shoot(game: Path, out: Path) -> None:
    """Inside the X server: open the game without its last moves, play them in the window, grab it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.plugins import load_plugins

    load_plugins()
    app = QApplication(sys.argv[:1])
    from dawnofempires_gui.ui.table import Table

    full = Record.load(game)
    tail = full.actions[-LIVE:]
    full.actions = full.actions[:-LIVE]
    start = game.with_name("start.json")
    full.save(start)
    window = Table().open_file(start)
    window.setGeometry(0, 0, *SIZE)
    window.show()
    app.processEvents()
    for seat, action in tail:  # the last moves are played on screen: the log and the board show them
        assert window.controller._apply(seat, action), action
        app.processEvents()
    window.show_thinking(False)
    if window.cover.isVisible():
        window.cover.button.click()

    def grab() -> None:
        window.view.fit()
        app.processEvents()
        window.grab().save(str(out))
        app.quit()

    QTimer.singleShot(2500, grab)
    app.exec()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "roe.png"
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    if len(sys.argv) > 3 and sys.argv[2] == "--inside":
        shoot(Path(sys.argv[3]), out)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        game = Path(tmp) / "roe-era2.json"
        seed = make_record(game)
        print(f"seed {seed}")
        env = {**os.environ, "DAWNOFEMPIRES_HOME": str(home), "DAWNOFEMPIRES_BOT_DELAY_MS": "100000"}
        env.pop("QT_QPA_PLATFORM", None)
        command = [sys.executable, str(Path(__file__).resolve()), str(out), "--inside", str(game)]
        if not os.environ.get("DISPLAY"):
            command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", *command]
        subprocess.run(command, cwd=ROOT, env=env, check=True)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
