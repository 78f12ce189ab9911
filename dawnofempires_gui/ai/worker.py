"""Computer seats think in another process, never in the window's: a search in a thread of the GUI
process would hold Python's lock and slow every repaint. One worker process (the machine's spare core)
is started on first need and kept; each decision is a Future the window polls.

The random player needs no thinking and answers at once, in the caller's process.
"""
from __future__ import annotations

import multiprocessing
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor

from dawnofempires_gui.ai import Bot, SearchBot
from dawnofempires_gui.ai.search import LEVELS, Budget
from dawnofempires_gui.engine import Action, Game


def _think(view: Game, seat: int, legal: list[Action], seed: int, level: str, budget: Budget, decision: int,
           avoid: list[Action] | None = None) -> Action:
    """The seat's search, at its level (a game may treat levels apart: Game.PLAYOUT_MOVES) and budget."""
    return SearchBot(seed, level, budget).choose(view, seat, legal, decision=decision, avoid=avoid or [])


def _ready() -> bool:
    return True


class Thinker:
    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # "spawn": a fresh interpreter; forking a process that runs Qt's threads is not safe.
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def warm_up(self) -> None:
        """Start the worker now (it takes a moment), so that the first decision does not wait for it."""
        self._executor().submit(_ready)

    def submit(self, bot: Bot, view: Game | None, seat: int, legal: Sequence[Action], decision: int,
               budget: Budget | None = None) -> Future:
        if not isinstance(bot, SearchBot) and budget is None:
            done: Future = Future()
            done.set_result(bot.choose(view, seat, legal, decision=decision))
            return done
        seed, level = (bot.seed, bot.level) if isinstance(bot, SearchBot) else (0, "normal")
        plan = budget or bot.budget  # type: ignore[union-attr]
        key, avoid = bot.avoid(view) if isinstance(bot, SearchBot) and view is not None else ("", [])
        future = self._executor().submit(_think, view, seat, list(legal), seed, level, plan, decision, list(avoid))
        if key:  # the seat's memory of positions stays in this process, with its bot
            future.add_done_callback(lambda f: f.exception() is None and bot.remember(key, f.result()))
        return future

    def hint(self, view: Game, seat: int, legal: Sequence[Action], decision: int) -> Future:
        """What the normal player would do in the seat's place."""
        return self._executor().submit(_think, view, seat, list(legal), 0x41D, "normal", LEVELS["normal"], decision)

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
