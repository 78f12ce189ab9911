"""dawnofempires --self-test: open every registered game with computer seats in a real window, let the
computers play to the end (or a move limit), and report. Used by installers' smoke tests."""
from __future__ import annotations

import sys
import time
import traceback

from dawnofempires_gui.engine import Seat, registry
from dawnofempires_gui.engine.record import Record

MOVE_LIMIT = 4000
SECONDS_PER_GAME = 120


def run_self_test(app) -> int:
    import os

    os.environ["DAWNOFEMPIRES_BOT_DELAY_MS"] = "0"
    from dawnofempires_gui.ui.table import Table

    errors: list[str] = []
    original_hook = sys.excepthook

    def hook(kind, value, tb):
        errors.append("".join(traceback.format_exception(kind, value, tb)))

    table = Table()
    games = registry.all_games(listed_only=False)
    if not any(g.listed for g in games):
        print("self-test: no games are registered", file=sys.stderr)
        return 1
    failed = 0
    sys.excepthook = hook  # errors raised inside Qt's slots land here
    for info in games:
        players = max(info.min_players, min(2, info.max_players))
        seats = [Seat(f"Computer {i + 1}", computer=True) for i in range(players)]
        record = Record(info.id, seats, info.default_options(), seed=20261122)
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
        except Exception as err:  # report every game, then fail
            failed += 1
            print(f"self-test: {info.name}: FAILED: {err}", file=sys.stderr)
        finally:
            table._close_game()
            app.processEvents()
    sys.excepthook = original_hook
    print("self-test: " + ("all games played" if not failed else f"{failed} game(s) failed"))
    return 1 if failed else 0
