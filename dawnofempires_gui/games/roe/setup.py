"""Setup (rulebook: Setup, Prepare the Tiles Display, Determine Turn Order): the bank, each player's
cubes, discs, gold and tracks, the face-down stacks of the tiles display, the empire track and a random
start player with the turn order running clockwise from him."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dawnofempires_gui.engine import IllegalAction, Seat

from . import data as D
from .state import BOXES, CATEGORIES, CITY_LEVELS, G, ROWS, RoeState


class SetupRules:
    """The game class's part for setting up (it runs the first New Tiles phase and starts the turn)."""

    def __init__(self: Any, seats: Sequence[Seat | str], options: Mapping[str, Any] | None, seed: int) -> None:
        RoeState.__init__(self, seats, options, seed)
        n = len(self.seats)
        if not G.min_players <= n <= G.max_players:
            raise IllegalAction(f"Rise of Empires is for {G.min_players} to {G.max_players} players, not {n}.")
        self.n = n
        start = G.start
        # the players: tracks, gold, resource discs, cubes in the pool and the general stock
        self.vp = [start.vp] * n
        self.food = [start.food] * n
        self.gold = [start.gold] * n
        self.discs = [start.discs] * n
        self.pool = [start.cubes] * n
        self.stock = [G.start_stock_cubes] * n
        self.vp_parts = [{c: 0 for c in CATEGORIES} for _ in range(n)]
        self.hand = [G.actions_per_turn] * n  # action discs off the action display
        self.actions_taken = [0] * n
        self.progress: list[list[str]] = [[] for _ in range(n)]
        self.used: list[list[str]] = [[] for _ in range(n)]  # free-action tiles flipped this game turn
        self.taken_at: list[dict[str, list[int]]] = [{} for _ in range(n)]
        self.territories: list[list[str]] = [[] for _ in range(n)]
        self.cities: list[list[str]] = [[] for _ in range(n)]
        self.wonders: list[list[str]] = [[] for _ in range(n)]  # built (the tiles themselves left the game)
        self.empires: list[list[str]] = [[] for _ in range(n)]  # taken this game turn
        # the bank: gold is unlimited (gold_issued: what it has paid out, less what it was paid)
        self.gold_issued = 0
        self.bank_discs = G.resource_discs - n * start.discs
        # the board
        self.cubes = {r: [0] * n for r in D.REGION_IDS}
        self.display = {row: [-1] * G.circles_for(n, row) for row in ROWS}
        self.trade: dict[str, int] = {}  # trade box -> the seat that used it this game turn
        self.empire_track: list[str | None] = sorted(t.id for t in D.EMPIRE_TILES)
        self.prepare_tiles_display()
        # turn order: a random start player, then clockwise
        first = self.rng.below(n)
        self.order = [(first + k) % n for k in range(n)]
        self.prev_order = self.order[:]
        # the turn and its pending decisions (see the package docstring)
        self.turn = 1
        self.stage = "actions"
        self.stage_pos = 0
        self.stage_sub = 0
        self.turn_pos = -1
        self.active = -1
        self.acted = False
        self.b_row = ""
        self.to_pay = 0
        self.paid: list[str] = []
        self.pl_tile = ""
        self.pl_base: list[str] = []
        self.pl_before: dict[str, int] = {}
        self.pl_pool = 0
        self.pl_regions: list[str] = []
        self.pl_restarted = False
        self.pl_reentry = ""
        self.battles: list[list[Any]] = []
        self.upkeep_done: list[str] = []
        self.kept: list[str] = []
        self.order_queue: list[int] = []
        self.new_order: list[int] = []
        self.over = False
        self.new_tiles()
        self.advance()

    def prepare_tiles_display(self: Any) -> None:
        """Progress: per era, 2 shuffled tiles in each of the 8 boxes (Era III at the bottom, Era I on top).
        Territory: 4 shuffled tiles in each of the 10 boxes. City: Era III B, Era III A (8 boxes), then
        Era II B, II A, I B, I A in the top 5 boxes only."""
        for era in (3, 2, 1):
            deck = list(D.PROGRESS_DECK[era])
            self.rng.shuffle(deck)
            setattr(self, f"progress_deck{era}", deck)  # slot k * 8 + box: k = 0 turned first
        self.progress_up: list[str | None] = [None] * G.progress_boxes
        self.progress_aside: list[str] = []
        self.progress_box: list[str] = []
        deck = list(D.TERRITORY_DECK)
        self.rng.shuffle(deck)
        self.territory_deck: list[str | None] = deck  # slot level * 10 + box: level 0 turned in game turn 1
        self.territory_up: list[str | None] = [None] * G.territory_boxes
        self.territory_aside: list[str] = []
        self.territory_box: list[str] = []
        self.city_deck: list[str | None] = [None] * (len(CITY_LEVELS) * BOXES)  # slot level * 8 + box
        for level in range(len(CITY_LEVELS) - 1, -1, -1):
            stack = list(D.CITY_STACKS[CITY_LEVELS[level]])
            self.rng.shuffle(stack)
            for box, tile in enumerate(stack):
                self.city_deck[level * BOXES + box] = tile
        self.city_up: list[str | None] = [None] * G.city_boxes
        self.city_aside: list[str] = []
        self.city_box: list[str] = []

    def face_down(self: Any) -> dict[str, list[int]]:
        """For the board: how many face-down tiles each box of each track still holds."""
        return {
            "progress": [sum(1 for e in (1, 2, 3) for k in (0, 1)
                             if getattr(self, f"progress_deck{e}")[k * BOXES + b] is not None) for b in range(BOXES)],
            "territory": [sum(1 for lv in range(G.territory_per_box)
                              if self.territory_deck[lv * G.territory_boxes + b] is not None)
                          for b in range(G.territory_boxes)],
            "city": [sum(1 for lv in range(len(CITY_LEVELS)) if self.city_deck[lv * BOXES + b] is not None)
                     for b in range(G.city_boxes)],
        }
