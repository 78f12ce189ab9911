"""dawnofempires --self-test: open every registered game with computer seats in a real window, let the
computers play to the end (or a move limit), and report. Used by installers' smoke tests.

It always works in a temporary folder of its own: the player's data folder (autosave, last finished
game, settings, best scores) and saves folder are never read or written, whoever runs it and whatever
DAWNOFEMPIRES_HOME says; the folder is removed afterwards.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from contextlib import contextmanager

from dawnofempires_gui.engine import Seat, registry
from dawnofempires_gui.engine.record import Record

MOVE_LIMIT = 4000
SECONDS_PER_GAME = 120


@contextmanager
def _scratch_environment():
    """A temporary DAWNOFEMPIRES_HOME (paths.data_dir() and saves_dir() read it at every call) and no
    delay between computer moves; the environment and the disk are as before afterwards."""
    names = ("DAWNOFEMPIRES_HOME", "DAWNOFEMPIRES_BOT_DELAY_MS")
    saved = {name: os.environ.get(name) for name in names}
    with tempfile.TemporaryDirectory(prefix="dawnofempires-self-test-", ignore_cleanup_errors=True) as home:
        os.environ["DAWNOFEMPIRES_HOME"] = home
        os.environ["DAWNOFEMPIRES_BOT_DELAY_MS"] = "0"
        try:
            yield home
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def run_self_test(app) -> int:
    with _scratch_environment() as home:
        print(f"self-test: working in {home} (the player's own files are not touched)")
        return _play_every_game(app)


def _play_every_game(app) -> int:
    from dawnofempires_gui.ui.table import Table

    errors: list[str] = []
    original_hook = sys.excepthook

    def hook(kind, value, tb):
        errors.append("".join(traceback.format_exception(kind, value, tb)))

    table = Table()
    games = registry.all_games()  # what a player can pick in the launcher (games still being built are not)
    if not games:
        print("self-test: no games are registered", file=sys.stderr)
        return 1
    failed = 0
    sys.excepthook = hook  # errors raised inside Qt's slots land here
    try:
        for info in games:
            if not _play_one(app, table, info, errors):
                failed += 1
    finally:
        sys.excepthook = original_hook
        table.launcher.close()
        app.processEvents()
    print("self-test: " + ("all games played" if not failed else f"{failed} game(s) failed"))
    return 1 if failed else 0


def _play_one(app, table, info, errors: list[str]) -> bool:
    players = max(info.min_players, min(2, info.max_players))
    seats = [Seat(f"Computer {i + 1}", computer=True) for i in range(players)]
    record = Record(info.id, seats, info.simulation_options(), seed=20261122)
    before = len(errors)
    try:
        window = table.start(record)
        controller = window.controller
        deadline = time.monotonic() + SECONDS_PER_GAME
        while (not controller.state.is_over() and len(record.actions) < MOVE_LIMIT
               and time.monotonic() < deadline and len(errors) == before):
            app.processEvents()
            time.sleep(0.001)
        app.processEvents()
        outcome = "finished" if controller.state.is_over() else f"stopped after {len(record.actions)} moves"
        if len(errors) > before:
            raise RuntimeError(errors[-1])
        if not controller.state.is_over() and len(record.actions) == 0:
            raise RuntimeError("no move was made")
        print(f"self-test: {info.name}: {outcome} ({len(record.actions)} moves)")
        return True
    except Exception as err:  # report every game, then fail
        print(f"self-test: {info.name}: FAILED: {err}", file=sys.stderr)
        return False
    finally:
        table._close_game()
        app.processEvents()
