"""What benchmarks/run.py measures in a separate process: a bare Qt start, the launcher start, or redraws."""
from __future__ import annotations

import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def bare() -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([])
    window = QMainWindow()
    window.show()
    app.processEvents()


def bare_with_qt() -> None:
    """The bare window after importing the Qt namespace, as any window with an alignment or a cursor does: PySide6
    creates the namespace's Python enums then (about a hundred), the floor under the launcher's start-up."""
    from PySide6.QtCore import Qt  # noqa: F401
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


class PaintClock:
    """The time a view spends painting its board (its paintEvent, wrapped on the instance), summed until read."""

    def __init__(self, view) -> None:
        self.spent = 0.0
        paint = view.paintEvent

        def timed(event) -> None:
            started = time.perf_counter()
            try:
                paint(event)
            finally:
                self.spent += time.perf_counter() - started

        view.paintEvent = timed

    def take(self) -> float:
        spent, self.spent = self.spent, 0.0
        return spent


THINK_MS = 40  # between two actions, untimed: the least a player takes to look at the board and click again


def _think(ms: int) -> None:
    """Let the event loop run for `ms` as it does while a player looks at the board (the window's idle work,
    such as writing the other seats' log pages, happens then, as it does in play)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _redraw_game(app, table, info, samples: int, busy=None):
    """Play `samples` random actions in a shown 1280x820 window of a game; time each redraw with its paint
    (the time from the action to the painted board), a player's moment of thought between two actions.
    Returns (timings, unchanged repaints, painted count, parts): parts holds, per action, the time of
    window.redraw (the boards' Python) and of the board's paint, the rest of a timing being the other widgets,
    Qt's own work and the window's flush."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from dawnofempires_gui.ai import bot_for
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record

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
    clock = PaintClock(window.view)
    bots = [bot_for(s, 7) for s in range(players)]
    timings, unchanged, parts = [], [], []
    painted = 0
    for _ in range(samples):
        state = controller.state
        if state.is_over():
            break
        if busy is not None:
            busy()
        seat = state.to_move()[0]
        action = bots[seat].choose(None, seat, state.legal_actions(seat))
        events = controller.session.apply(seat, action)
        controller.viewer = seat  # the board of the seat to move, never under the hand-off cover
        controller.waiting_for_ready = None
        window.cover.hide()
        before = paints.count
        clock.take()
        started = time.perf_counter()
        window.redraw(events)
        drawn = time.perf_counter()
        app.processEvents()  # the event loop paints what changed, as it does before the player sees it
        timings.append(time.perf_counter() - started)
        parts.append((drawn - started, clock.take()))
        painted += paints.count > before
        started = time.perf_counter()
        viewport.repaint()
        unchanged.append(time.perf_counter() - started)
        _think(THINK_MS)
    table._close_game()
    app.processEvents()
    # the closed window is deleted, as the program's event loop does (processEvents alone never does it)
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    _think(THINK_MS)  # what the program does once the window is gone (it gives its memory back)
    return timings, unchanged, painted, parts


def _slowest_split(timings, parts) -> str:
    """Where the time of the slowest 5% of the redraws went (medians): the boards' Python, the board's
    paint, and the rest (the docks, Qt's own work, the window's flush)."""
    ranked = sorted(range(len(timings)), key=lambda i: timings[i])[max(0, int(len(timings) * 0.95) - 1):]
    python = statistics.median(parts[i][0] for i in ranked) * 1000
    paint = statistics.median(parts[i][1] for i in ranked) * 1000
    rest = statistics.median(timings[i] - parts[i][0] - parts[i][1] for i in ranked) * 1000
    return f"the slowest 5%: redraw {python:.1f} ms + board paint {paint:.1f} ms + the rest of the window {rest:.1f} ms"


def _p95(values) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * 0.95) - 1)] * 1000


def redraw(samples: int) -> None:
    """The board of every game in a shown 1280x820 window, redrawn after each action of a random game:
    the time from the action to the painted board (window.redraw + the paint), against repainting the
    same board unchanged."""
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.engine import registry
    from dawnofempires_gui.ui.table import Table

    app = QApplication([])
    table = Table()
    failed = False
    for info in registry.all_games():
        timings, unchanged, painted, parts = _redraw_game(app, table, info, samples)
        p50 = statistics.median(timings) * 1000
        base = max(statistics.median(unchanged) * 1000, 1e-3)
        print(f"redraw {info.id}: p50 {p50:.2f} ms, p95 {_p95(timings):.2f} ms over {len(timings)} actions, "
              f"{painted} painted (goal p95 ≤ 8 ms); p50 is {p50 / base:.1f}× repainting the board unchanged "
              f"({base:.2f} ms); {_slowest_split(timings, parts)}")
        if painted == 0:
            print(f"redraw {info.id}: the board was never painted: this measurement is void", file=sys.stderr)
            failed = True
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory with every game's window opened: {peak:.0f} MB (goal < 150 MB)")
    if failed:
        sys.exit(1)


def busy(samples: int) -> None:
    """The redraw of the first listed game with the window idle, then while a computer seat searches
    without pause in its worker process (goal: p95 within 1.5× of idle)."""
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.ai import SearchBot
    from dawnofempires_gui.ai.worker import Thinker
    from dawnofempires_gui.engine import Seat, registry
    from dawnofempires_gui.ui.table import Table

    app = QApplication([])
    table = Table()
    info = registry.all_games()[0]
    idle, _, _, _ = _redraw_game(app, table, info, samples)
    thinker = Thinker()
    position = info.new_game([Seat("A"), Seat("B")][: max(2, info.min_players)], info.default_options(), 3)
    seat = position.to_move()[0]
    view, legal = position.view(seat), position.legal_actions(seat)
    searches = {"future": None, "done": 0}

    def keep_busy() -> None:
        future = searches["future"]
        if future is None or future.done():
            if future is not None:
                searches["done"] += 1
            searches["future"] = thinker.submit(SearchBot(1, "hard"), view, seat, legal, searches["done"])

    keep_busy()
    searches["future"].result()  # the worker is up and searching before the timing starts
    loaded, _, _, _ = _redraw_game(app, table, info, samples, busy=keep_busy)
    thinker.shutdown()
    ratio = _p95(loaded) / max(_p95(idle), 1e-6)
    print(f"redraw {info.id} while a computer seat thinks: p95 {_p95(loaded):.2f} ms against {_p95(idle):.2f} ms idle "
          f"= {ratio:.2f}× (goal ≤ 1.5×)")


if __name__ == "__main__":
    # the games the benchmark opens are autosaved: never in the player's own list of games in progress
    os.environ.setdefault("DAWNOFEMPIRES_HOME", tempfile.mkdtemp(prefix="dawnofempires-bench-"))
    mode = sys.argv[1]
    if mode == "bare":
        bare()
    elif mode == "bare_with_qt":
        bare_with_qt()
    elif mode == "launcher":
        launcher()
    elif mode == "busy":
        busy(int(sys.argv[2]))
    else:
        redraw(int(sys.argv[2]))
