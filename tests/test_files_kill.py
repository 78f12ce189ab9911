"""Issue 10: killed during play, a program loses nothing. Two games are in progress, each played on by its
own program on one data folder; 50 times one of them is killed with SIGKILL at a random moment (often in
the middle of writing its autosave) and started again. Afterwards both games are offered under Resume
and replay, with every move that was reported played, and no crash leftover is left behind."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.ui import saves
from tests.test_files_autosaves import new_session

ROOT = Path(__file__).resolve().parent.parent
KILLS = 50

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")


def drive(path: str, seed: int) -> None:
    """Resume the game at `path` and play random legal moves on it until killed (never a move that ends
    the game), saying after each move how many the game has: by then its autosave holds them."""
    import tests.testgame  # noqa: F401

    slot = saves.claim(Path(path))
    if slot is None:
        print("in use", flush=True)
        return
    session = Session(Record.load(Path(path)), slot.path, finished_path=slot.finished, lock=slot.lock)
    rng = random.Random(seed)
    print("ready", len(session.record.actions), flush=True)
    while True:
        state = session.state
        seat = state.to_move()[0]
        options = state.legal_actions(seat)
        rng.shuffle(options)
        for action in options:
            trial = state.clone()
            trial.apply(seat, action)
            if not trial.is_over():
                session.apply(seat, action)
                print("applied", len(session.record.actions), flush=True)
                break
        else:
            time.sleep(0.05)  # only moves that would end the game are left: wait to be killed
        time.sleep(rng.random() * 0.004)


class Player:
    """One program playing one game."""

    def __init__(self, path: Path, seed: int, env: dict) -> None:
        self.path = path
        self.reported = 0
        self.proc = subprocess.Popen([sys.executable, "-c", f"from tests.test_files_kill import drive; drive({str(path)!r}, {seed})"],
                                     cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline().split()
        assert line[:1] == ["ready"], line
        self.reported = int(line[1])

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        rest, _ = self.proc.communicate(timeout=30)
        for line in rest.splitlines():
            if line.startswith("applied "):
                self.reported = max(self.reported, int(line.split()[1]))


def test_fifty_kills_during_play_of_two_games_lose_nothing(qtbot, user_home):
    games = [new_session(Record("secretdice", [Seat("Ana"), Seat("Ben"), Seat("Cy")], {"target": 30, "bonus": True}, 8), 2),
             new_session(Record("secretdice", [Seat("Di"), Seat("Ed")], {"target": 30, "bonus": True}, 9), 2)]
    paths = [g.autosave_path for g in games]
    for game in games:
        game.close()
    env = {**os.environ, "DAWNOFEMPIRES_HOME": str(user_home), "DAWNOFEMPIRES_PLUGINS": "tests.testgame"}
    rng = random.Random(10)
    started = time.monotonic()
    players = [Player(path, i, env) for i, path in enumerate(paths)]
    try:
        for kill in range(KILLS):
            which = kill % 2
            time.sleep(rng.random() * 0.15)
            player = players[which]
            player.kill()
            record = Record.load(player.path)  # never half-written
            assert len(record.actions) >= player.reported, (kill, len(record.actions), player.reported)
            record.replay()
            if kill < KILLS - 2:
                players[which] = Player(player.path, 100 + kill, env)
                assert players[which].reported == len(record.actions)
    finally:
        for player in players:
            if player.proc.poll() is None:
                player.proc.kill()
                player.proc.wait(10)
    elapsed = time.monotonic() - started
    assert elapsed < 90, elapsed

    left = [p for p in saves.autosaves_dir().iterdir() if p.name.endswith(".tmp")]
    print(f"{len(left)} temporary files left by the kills")
    offers = saves.resume_offers()  # tidies what the kills left
    assert sorted(o.path for o in offers) == sorted(paths)
    assert all(not o.in_use for o in offers)
    leftovers = [p.name for p in saves.autosaves_dir().iterdir() if p.name.endswith((".tmp", ".lock"))]
    assert leftovers == []
    moves = {p: len(Record.load(p).actions) for p in paths}
    assert all(moves[p] > 20 for p in paths), moves

    from dawnofempires_gui.ui.table import Table

    table = Table()
    qtbot.addWidget(table.launcher)
    table.launcher.show()
    assert table.launcher.resume_list.count() == 2
    for path in paths:
        digest = Record.load(path).replay().digest()
        window = table.resume(path)
        qtbot.addWidget(window)
        assert window.controller.state.digest() == digest
    table.show_launcher()
