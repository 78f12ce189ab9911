"""What benchmarks/run.py measures in a separate process: a bare Qt start, the launcher start, or redraws."""
from __future__ import annotations

import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def bare() -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([])
    window = QMainWindow()
    window.show()
    app.processEvents()


def launcher() -> None:
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.ui.table import Table

    app = QApplication([])
    table = Table()
    table.launcher.show()
    app.processEvents()


def redraw(samples: int) -> None:
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.ai import bot_for
    from dawnofempires_gui.engine import Seat, registry
    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.ui.table import Table

    app = QApplication([])
    table = Table()
    for info in registry.all_games():
        players = info.max_players
        record = Record(info.id, [Seat(f"P{i + 1}") for i in range(players)], info.default_options(), 7)
        window = table.start(record)
        window.cover.hide()
        controller = window.controller
        bots = [bot_for(s, 7) for s in range(players)]
        timings, empty = [], []
        for _ in range(samples):
            state = controller.state
            if state.is_over():
                break
            seat = state.to_move()[0]
            controller.viewer = seat
            controller.waiting_for_ready = None
            action = bots[seat].choose(state, seat, state.legal_actions(seat))
            events = controller.session.apply(seat, action)
            started = time.perf_counter()
            window.board.show_state(controller.view(), seat, controller.legal_for_viewer(), events)
            app.processEvents()
            timings.append(time.perf_counter() - started)
            started = time.perf_counter()
            app.processEvents()
            empty.append(time.perf_counter() - started)
        timings.sort()
        p50 = statistics.median(timings) * 1000
        p95 = timings[int(len(timings) * 0.95) - 1] * 1000
        base = max(statistics.median(empty) * 1000, 1e-3)
        print(f"redraw {info.id}: p50 {p50:.2f} ms, p95 {p95:.2f} ms over {len(timings)} actions "
              f"(goal p95 ≤ 8 ms); p50 is {p50 / base:.0f}× an empty event-loop pass")
        table._close_game()
        app.processEvents()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory with every game's window opened: {peak:.0f} MB (goal < 150 MB)")


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "bare":
        bare()
    elif mode == "launcher":
        launcher()
    else:
        redraw(int(sys.argv[2]))
