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


class PaintCounter:
    """Counts the paint events of a widget (the board's viewport): a redraw is timed only if it painted."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        self.count = 0
        counter = self

        class Filter(QObject):
            def eventFilter(self, obj, event):  # noqa: N802
                if event.type() == QEvent.Paint:
                    counter.count += 1
                return False

        self._filter = Filter()
        widget.installEventFilter(self._filter)


def redraw(samples: int) -> None:
    """The board of every game in a shown 1280x820 window, redrawn after each action of a random game:
    the time from the action to the painted board (window.redraw + the paint), against repainting the
    same board unchanged."""
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.ai import bot_for
    from dawnofempires_gui.engine import Seat, registry
    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.ui.table import Table

    app = QApplication([])
    table = Table()
    failed = False
    for info in registry.all_games():
        players = info.max_players
        record = Record(info.id, [Seat(f"P{i + 1}") for i in range(players)], info.default_options(), 7)
        window = table.start(record)
        window.resize(1280, 820)
        window.show()
        app.processEvents()
        window.view.fit()
        controller = window.controller
        viewport = window.view.viewport()
        paints = PaintCounter(viewport)
        bots = [bot_for(s, 7) for s in range(players)]
        timings, unchanged = [], []
        painted = 0
        for _ in range(samples):
            state = controller.state
            if state.is_over():
                break
            seat = state.to_move()[0]
            action = bots[seat].choose(None, seat, state.legal_actions(seat))
            events = controller.session.apply(seat, action)
            controller.viewer = seat  # the board of the seat to move, never under the hand-off cover
            controller.waiting_for_ready = None
            window.cover.hide()
            before = paints.count
            started = time.perf_counter()
            window.redraw(events)
            viewport.repaint()  # paint now, as the event loop would before the player sees it
            app.processEvents()
            timings.append(time.perf_counter() - started)
            painted += paints.count > before
            started = time.perf_counter()
            viewport.repaint()
            unchanged.append(time.perf_counter() - started)
        timings.sort()
        p50 = statistics.median(timings) * 1000
        p95 = timings[max(0, int(len(timings) * 0.95) - 1)] * 1000
        base = max(statistics.median(unchanged) * 1000, 1e-3)
        print(f"redraw {info.id}: p50 {p50:.2f} ms, p95 {p95:.2f} ms over {len(timings)} actions, "
              f"{painted} painted (goal p95 ≤ 8 ms); p50 is {p50 / base:.1f}× repainting the board unchanged "
              f"({base:.2f} ms)")
        if painted == 0:
            print(f"redraw {info.id}: the board was never painted: this measurement is void", file=sys.stderr)
            failed = True
        table._close_game()
        app.processEvents()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory with every game's window opened: {peak:.0f} MB (goal < 150 MB)")
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "bare":
        bare()
    elif mode == "launcher":
        launcher()
    else:
        redraw(int(sys.argv[2]))
