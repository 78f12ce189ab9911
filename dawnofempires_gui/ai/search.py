"""The search player: information-set Monte Carlo tree search (SO-ISMCTS), written against the contract.

Each iteration fills in the seat's view once (Game.determinize: the unseen cards, tiles, purses and
secret picks drawn from what the seat has not seen, and the dice to come from a fresh generator), walks
down one tree shared by all fillings, choosing among the actions legal in this filling by UCB with
availability counts, adds one node, plays on at random for a few moves, and scores the result: the game's
returns() at the end; where the playout is cut off, its evaluate() measured from that of the same filling
before the search's moves (a seat far behind or ahead still sees what a move gains). The move played is the
root action tried most often; the search stops as soon as no other could be tried more often in the iterations
left. A game whose turn holds many decisions may give each one a share of the level's budget (SEARCH_SHARE, a
fraction of its iterations and seconds, maybe by level), so that a whole turn keeps a player waiting no longer.

It never reads more than the view it is given. At a secret simultaneous pick (a commit step) the
searching seat's own pick is expanded before any other seat's, so that no node of its own decision lies
below another seat's hidden choice; and the other seats' picks of that step share one node whatever it
picked, so that the search does not let them answer a pick they cannot see (it would then find every bold
pick out, and choose the timid one).
"""
from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dawnofempires_gui.ai.random_bot import Bot
from dawnofempires_gui.engine import Action, Game, Rng


@dataclass(frozen=True)
class Budget:
    """How hard a search seat thinks: iterations (repeatable), with a time cap for slow machines."""

    iterations: int
    seconds: float
    playout: int  # random moves after the tree before the position is scored (0: score at once)
    exploration: float = 0.7


LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=60, seconds=0.3, playout=8),
    "normal": Budget(iterations=400, seconds=1.0, playout=20),
    "hard": Budget(iterations=2000, seconds=5.0, playout=30),
}


class _Edge:
    __slots__ = ("child", "visits", "wins", "avail")

    def __init__(self) -> None:
        self.child: _Node | None = None
        self.visits = 0
        self.wins = 0.0
        self.avail = 0


class _Node:
    __slots__ = ("edges", "blind")

    def __init__(self) -> None:
        self.edges: dict[Action, _Edge] = {}
        self.blind: _Node | None = None  # after the searching seat's secret pick: the others' picks, blind to it


_CLIP = 1e-12  # judgements closer to 0 or 1 count as this close: a margin of 27 squashing scales


def _logits(values: Sequence[float]) -> list[float]:
    """evaluate()'s 0..1 judgements back on the scale they were squashed from (clipped: no infinities)."""
    out = []
    for v in values:
        v = min(max(v, _CLIP), 1.0 - _CLIP)
        out.append(math.log(v / (1.0 - v)))
    return out


def _squash(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))


DECIDED_EVERY = 8  # iterations between two looks at whether the choice is settled (a look walks the root)


def _decided(root: _Node, left: int) -> bool:
    """Is the move settled: the most tried root action more tried than any other could be after `left` more
    iterations? The search plays it whatever they find, so it stops there: the same move, sooner (a quarter of
    normal's iterations in Age of Empires, most where the game's plan leaves one sensible choice)."""
    first = second = 0
    for edge in root.edges.values():
        visits = edge.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > left


def _secret_pick(game: Game) -> bool:
    """Is the decision on top a secret simultaneous pick (a commit step)?"""
    step = game.STEPS.get(game.top_step()[0])
    return step is not None and bool(step.commit)


class SearchBot(Bot):
    """A computer seat that searches. choose() is given the seat's view and legal actions only."""

    name = "search"
    needs_view = True

    def __init__(self, seed: int = 0, level: str = "normal", budget: Budget | None = None) -> None:
        self.seed = seed
        self.level = level
        self.budget = budget or LEVELS[level]
        self.last_iterations = 0
        self._playout_moves = self.budget.playout  # this search's (see _search)
        # What this seat chose in each position it has been in (by the view's digest): coming back to a
        # position (keep a die, release it, keep it...) it tries something else, so play always moves on.
        self.seen: dict[str, list[Action]] = {}

    def avoid(self, view: Game) -> tuple[str, list[Action]]:
        key = view.digest()
        return key, self.seen.get(key, [])

    def remember(self, key: str, action: Action) -> None:
        self.seen.setdefault(key, []).append(action)

    def choose(self, view: Game | None, seat: int, legal: Sequence[Action], *, decision: int = 0,
               avoid: Sequence[Action] | None = None) -> Action:
        if not legal:
            raise ValueError("a computer seat was asked to move with no legal action")
        if len(legal) == 1 or view is None:
            return legal[0]
        key = None
        if avoid is None:
            key, avoid = self.avoid(view)
        sensible = view.sensible_actions(seat, list(legal))
        if len(sensible) == 1:
            return sensible[0]
        fresh = [a for a in sensible if a not in avoid]
        action = self._search(view, seat, fresh or sensible, decision)
        if key is not None:
            self.remember(key, action)
        return action

    def _search(self, view: Game, seat: int, legal: Sequence[Action], decision: int) -> Action:
        rng = Rng((self.seed * 0x9E3779B1 + decision * 7919 + seat) & ((1 << 63) - 1))
        root = _Node()
        budget = self.budget
        cap = view.PLAYOUT_MOVES  # the game's own limit, if any (Game.PLAYOUT_MOVES), maybe by level
        if isinstance(cap, Mapping):
            cap = cap.get(self.level)
        self._playout_moves = budget.playout if cap is None else min(budget.playout, cap)
        iterations, seconds = budget.iterations, budget.seconds
        share = view.SEARCH_SHARE  # a game whose turn holds many decisions (Game.SEARCH_SHARE), maybe by level
        if isinstance(share, Mapping):
            share = share.get(self.level)
        if share is not None:
            iterations, seconds = max(1, round(iterations * share)), seconds * share
        started = time.perf_counter()
        deadline = started + seconds
        done = 0
        while done < iterations:
            self._iterate(view, seat, legal, root, rng)
            done += 1
            now = time.perf_counter()
            if now + (now - started) / done > deadline:  # the next iteration, as long as the mean, would be late
                break
            if done % DECIDED_EVERY == 0 and _decided(root, iterations - done):
                break
        self.last_iterations = done
        best = max(legal, key=lambda a: (root.edges[a].visits, root.edges[a].wins) if a in root.edges else (-1, 0.0))
        return best

    def _iterate(self, view: Game, seat: int, root_legal: Sequence[Action], root: _Node, rng: Rng) -> None:
        game = view.determinize(seat, rng)
        start = _logits(game.evaluate()) if len(game.seats) > 1 and not game.is_over() else None
        node = root
        path: list[tuple[_Edge, int]] = []
        first = True
        c = self.budget.exploration
        while not game.is_over():
            movers = game.to_move()
            mover = seat if seat in movers else movers[0]
            secret = len(movers) > 1 and seat in movers and _secret_pick(game)
            legal = root_legal if first else game.sensible_actions(mover, game.legal_actions(mover))
            first = False
            if not legal:
                break
            edges = node.edges
            untried = []
            for action in legal:
                edge = edges.get(action)
                if edge is None:
                    untried.append(action)
                else:
                    edge.avail += 1
            if untried:
                action = untried[rng.below(len(untried))]
                edge = _Edge()
                edge.avail = 1
                edges[action] = edge
                game.apply(mover, action, trusted=True)
                path.append((edge, mover))
                break
            best_edge, best_action, best_score = None, None, -1.0
            for action in legal:
                edge = edges[action]
                score = edge.wins / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
                if score > best_score:
                    best_edge, best_action, best_score = edge, action, score
            game.apply(mover, best_action, trusted=True)
            path.append((best_edge, mover))
            if secret:  # the other seats pick in one node whatever this seat picked: they cannot see it
                if node.blind is None:
                    node.blind = _Node()
                node = node.blind
                continue
            if best_edge.child is None:
                best_edge.child = _Node()
            node = best_edge.child
        result = self._playout(game, rng, start)
        for edge, mover in path:
            edge.visits += 1
            edge.wins += result[mover]

    def _playout(self, game: Game, rng: Rng, start: list[float] | None) -> list[float]:
        """Play on a few moves and score: the result at the end; else the judgement relative to this filling's
        at the start (`start`, as logits), so that a seat far behind or far ahead still sees what a move
        gains: measured from 0.5 its judgement would be all but 0 or 1 whatever it did."""
        for _ in range(self._playout_moves):
            if game.is_over():
                break
            mover = game.to_move()[0]
            legal = game.sensible_actions(mover, game.legal_actions(mover))
            game.apply(mover, game.playout_choice(mover, legal, rng), trusted=True)
        if game.is_over():
            return game.returns()
        judged = game.evaluate()
        if start is None:
            return judged
        return [_squash(x - x0) for x, x0 in zip(_logits(judged), start)]
