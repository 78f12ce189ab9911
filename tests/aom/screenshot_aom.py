"""Make docs/aom.png: a 3-player Age of Mythology game in a battle, seen by the human seat fighting it, taken by
the program in a real X server.

Not a test (pytest does not collect it). Run from the repository root under Xvfb:

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/aom/screenshot_aom.py docs/aom.png

Ana (human) plays Ben and Cleo (computer seats). A chooser that builds, recruits and attacks plays every seat
until Ana, in the third turn or later, is in a battle of several units a side with two rounds already fought and
a six on the dice, and has to pick her next card; the record is saved and opened in the program in a 1280×820
window without its last 30 moves, which are then played in the window (so the log and the board show them), and
the window is grabbed.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
LIVE = 30

PREFER = {"play": ("recruit", "build", "attack", "gather", "explore", "next_age", "trade")}


def choose(state, seat: int, legal, rng: random.Random):
    """A lively player: builds and recruits, attacks with everything, never passes while it can act."""
    from dawnofempires_gui.games.aom import data as D

    step = state.step()
    if step == "hand":
        draws = [a for a in legal if a.kind == "draw_cards"]
        takes = [a for a in legal if a.kind == "take_card" and a["card"] in ("perm_recruit", "perm_attack",
                                                                               "perm_build", "perm_gather")]
        if takes and rng.random() < 0.6:
            return rng.choice(takes)
        return max(draws, key=lambda a: a["count"]) if draws else rng.choice(legal)
    if step == "play":
        plays = [a for a in legal if a.kind == "play"]
        if plays:
            wanted = ["attack"] * (3 if state.turn >= 3 else 0) + ["recruit", "recruit", "build", "gather", "gather",
                                                                   "explore", "next_age", "trade"]
            rng.shuffle(wanted)
            for action in wanted:
                fits = [a for a in plays if D.CARDS[a["card"]].action == action]
                if fits:
                    return rng.choice(fits)
            return rng.choice(plays)
    if step == "army":
        send = [a for a in legal if a.kind == "send_unit"]
        return rng.choice(send) if send else legal[0]
    if step in ("build", "recruit"):
        doing = [a for a in legal if a.kind in ("build", "recruit")]
        return rng.choice(doing) if doing else legal[0]
    if step == "battle":
        return rng.choice([a for a in legal if a.kind == "fight"] or legal)
    busy = [a for a in legal if a.kind not in ("pass_card", "pass_tile", "retreat", "keep_cards", "trade_done")]
    return rng.choice(busy or legal)


def worth_showing(state) -> bool:
    b = state.battle
    if not b or state.turn < 3 or state.step() != "battle" or 0 not in state.to_move() or 0 not in (b["att"], b["def"]):
        return False
    if len(b["history"]) < 2 or not any(6 in faces for faces in b["history"][-1]["rolls"][-1]):
        return False
    if min(sum(side.values()) for side in b["units"]) < 2 or sum(len(side) for side in b["units"]) < 4:
        return False
    return sum(state.buildings(s) for s in range(state.n)) >= 4 and sum(len(state.tiles_of(s))
                                                                     for s in range(state.n)) >= 12


def make_record(path: Path) -> int:
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.engine.registry import get

    for seed in range(1, 400):
        seats = [Seat("Ana"), Seat("Ben", computer=True), Seat("Cleo", computer=True)]
        record = Record("aom", seats, get("aom").checked_options({}), seed)
        state = record.new_state()
        rng = random.Random(seed)
        for _ in range(1500):
            if state.is_over():
                break
            if worth_showing(state) and len(record.actions) > LIVE:
                record.save(path)
                return seed
            seat = state.to_move()[0]
            action = choose(state, seat, state.legal_actions(seat), rng)
            state.apply(seat, action)
            record.actions.append((seat, action))
    raise SystemExit("no seed gave a battle worth showing")


def shoot(record_path: Path, out: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.plugins import load_plugins

    load_plugins()
    app = QApplication(sys.argv[:1])
    from dawnofempires_gui.ui.table import Table

    full = Record.load(record_path)
    tail = full.actions[-LIVE:]
    full.actions = full.actions[:-LIVE]
    start = record_path.with_name("start.json")
    full.save(start)
    table = Table()
    window = table.open_file(start)
    window.setGeometry(0, 0, 1280, 820)
    window.show()
    app.processEvents()
    for seat, action in tail:  # the last moves are played on screen: the log and the arena show them
        assert window.controller._apply(seat, action), action
        app.processEvents()
    if window.cover.isVisible():
        window.cover.button.click()
    window.show_thinking(False)

    def grab() -> None:
        window.view.fit()
        app.processEvents()
        window.grab().save(str(out))
        app.quit()

    QTimer.singleShot(2500, grab)
    app.exec()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "aom.png"
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        os.environ["DAWNOFEMPIRES_HOME"] = str(home)  # the player's own saves and settings are not touched
        os.environ["DAWNOFEMPIRES_BOT_DELAY_MS"] = "100000"  # the computer seats wait while the picture is taken
        game = Path(tmp) / "aom-battle.json"
        seed = make_record(game)
        print(f"seed {seed}")
        shoot(game, out)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
