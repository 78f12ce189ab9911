"""Dawn of Empires: the state of a game and the questions every chapter of the rules asks of it (pure
Python, no Qt). The chapters (setup.py, turn.py, harvest.py, ...) add their moves to MOVES and their part
of the flow to the game class (rules.py puts them together).

STATE (plain data; seats are 0..n-1 in table order; tiles 0..24 and corners 0..31, see hexmap.py)
  order, turn_idx, round   player order (random); turn_idx indexes it; round counts from 1
  flow (the engine's)      the pending decision: one base step at the bottom (setup: "empire", "start";
                           a turn: "rondel", then the chosen action's steps, then "done") and, above it,
                           questions asked in the middle of an action, maybe of another seat: "legend"
                           (the winner of a combat) and "mars" (the Temple of Mars owner places the Spirit)
  act                      the rondel action chosen this turn ("" before the rondel move)
  terrain, under, box      the 25 terrain tiles, three zones of one pool: face up on the map (terrain[t];
                           None when face down or still empty), face down (under[t]; visible to nobody:
                           a view holds HIDDEN there, determinize() fills it from what the seat has not
                           seen) and not yet laid (box, public, during setup)
  town_owner/town_size/town_name  per corner: owner seat (-1 none), huts (1..3), name
  unit_owner/unit_w/unit_s        per tile: owner seat (-1 none), warriors, settlers (the Spirit of
                           Mars is not counted in unit_w)
  mars_tile/mars_owner/mars_state  Spirit of Mars: tile (-1 off the map), Temple of Mars owner (-1),
                           "supply" | "map" | "removed"
  res                      per seat [food, production, wealth, money, science], each 0..8
  xp, huts_track, war_track, legends, settlers_home, warriors_total, towns_named: per seat ints
  slaves                   slaves[p][q]: warriors of seat q held on p's military upkeep track
  techs, imps              per seat, technology / city improvement ids in the order taken
  wonder_owner             wonder id -> seat;  tech_left / imp_left: copies left in the supply
  empire, start_pos, rondel  per seat: empire id ("" until chosen), starting position (-1), rondel
                           space (-1 = the middle)
  collected, to_discard    Harvest: tiles whose cubes the harvesting player holds; cubes still to lose
  stacks_done, special_used, cur, moved_w, moved_s, moved_mars   Move: stacks moved, raid or town made,
                           the moving stack [tile, warriors, settlers, mars 0/1, hop], units that moved
  final_left, end_reason, over   turns still to play once the end is triggered (-1 before), why, done

OPTIONS (hidden from the new-game dialog, see __init__.py): edition (1: the readings old saves were
played with; 2: the default, data.EDITIONS) and round_limit (0: none; old saves: 50).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dawnofempires_gui.engine import NOBODY, PUBLIC, Game, IllegalAction, Move, Moves, Seat, Zone
from dawnofempires_gui.engine.words import join

from . import data as D
from . import hexmap as H

F, P, W, M, S = range(5)
RI = {r: i for i, r in enumerate(D.RESOURCES)}
RING = len(D.RONDEL)
TILES = range(H.N_TILES)
MOVES = Moves()
TECH_BY_FLAG = {flag: frozenset(t.id for t in D.TECHS.values() if getattr(t, flag))
                for flag in ("sailing", "horse", "tactics", "iron", "paid_steps", "extra_research", "extra_warrior")}
STEPS_OF_SETUP = ("empire", "start")
HARVEST_STEPS = ("collect", "discard", "convert", "upkeep")
TERRAIN_TILES = tuple(t for t in D.TERRAINS for _ in range(D.TERRAIN_COUNT[t]))  # the pool, in box order


ASKED = {"legend": "First answer: promote a fallen warrior to a legend or not.",
         "mars": "First answer: where to place the Spirit of Mars."}


class DoeMove(Move):
    """A move of Dawn of Empires: refused out of its step with the words of the pending decision.

    problem() is the rulebook's reason when the action is not among options(); wrong_step() the reason
    when this kind of action does not belong to the decision pending now."""

    def problem(self, game: Any, seat: int, action: Any) -> str:
        if action in self.options(game, seat):
            return ""
        return self.why_not(game, seat, action) or f"{self.describe(game, action)} is not allowed now."

    def why_not(self, game: Any, seat: int, action: Any) -> str:
        return ""

    def out_of_step(self, game: Any, seat: int, action: Any) -> str:
        top = game.top_step()[0]
        if top in ASKED:
            return ASKED[top]
        if top in STEPS_OF_SETUP:
            return "The game is still being set up: choose an empire and place its tiles first."
        if top == "rondel":
            return "First move your rondel marker (1 or 2 spaces clockwise)."
        return self.wrong_step(game, seat, action)

    def wrong_step(self, game: Any, seat: int, action: Any) -> str:
        return ""


class DoeState(Game):
    """The state and the shared queries; the chapters' mixins add the flow (rules.DawnOfEmpires)."""

    game_id = "doe"
    default_options = {"edition": D.LATEST_EDITION, "round_limit": 0}
    MOVES = MOVES
    ZONES = (Zone("terrain", PUBLIC, pool="tiles"), Zone("under", NOBODY, pool="tiles"),
             Zone("box", PUBLIC, pool="tiles"))

    def __init__(self, seats: Sequence[Seat | str], options: Mapping[str, Any] | None, seed: int) -> None:
        super().__init__(seats, options, seed)
        n = len(self.seats)
        if not 2 <= n <= 4:
            raise IllegalAction("Dawn of Empires is for 2 to 4 players.")
        self.n = n
        self.edition = int(self.options.get("edition", D.LATEST_EDITION))
        if self.edition not in D.EDITIONS:
            raise IllegalAction(f"Dawn of Empires has no rules edition {self.edition}.")
        self.order = list(range(n))
        self.rng.shuffle(self.order)  # the first draw of the generator: old saves replay it
        self.turn_idx = 0
        self.round = 1
        self.act = ""
        self.terrain: list[str | None] = [None] * H.N_TILES
        self.under: list[Any] = [None] * H.N_TILES
        self.box: list[str] = list(TERRAIN_TILES)
        self.town_owner = [-1] * H.N_CORNERS
        self.town_size = [0] * H.N_CORNERS
        self.town_name = [""] * H.N_CORNERS
        self.unit_owner = [-1] * H.N_TILES
        self.unit_w = [0] * H.N_TILES
        self.unit_s = [0] * H.N_TILES
        self.mars_tile = -1
        self.mars_owner = -1
        self.mars_state = "supply"
        self.res = [[0] * 5 for _ in range(n)]
        self.xp = [0] * n
        self.huts_track = [D.HUTS] * n
        self.war_track = [D.WARRIORS] * n
        self.warriors_total = [D.WARRIORS] * n
        self.legends = [0] * n
        self.settlers_home = [D.SETTLERS] * n
        self.slaves = [[0] * n for _ in range(n)]
        self.techs: list[list[str]] = [[] for _ in range(n)]
        self.imps: list[list[str]] = [[] for _ in range(n)]
        self.wonder_owner: dict[str, int] = {}
        self.tech_left = {t: d.copies for t, d in D.TECHS.items()}
        self.imp_left = {b: D.BUILDINGS[b].copies for b in D.IMPROVEMENTS}
        self.empire = [""] * n
        self.start_pos = [-1] * n
        self.towns_named = [0] * n
        self.rondel = [-1] * n
        self.collected: list[int] = []
        self.to_discard = 0
        self.stacks_done = 0
        self.special_used = False
        self.cur: list[int] = []
        self.moved_w = [0] * H.N_TILES
        self.moved_s = [0] * H.N_TILES
        self.moved_mars = False
        self.final_left = -1
        self.end_reason = ""
        self.over = False
        self.push_step("empire", (self.order[n - 1],))  # empires are chosen in reverse player order
        self.emit(f"The order of play, drawn at random: {join(self.name(p) for p in self.order)}. Empires are "
                  f"chosen in reverse order: {self.name(self.order[n - 1])} first.", None, "setup")

    def copy_containers(self, other: Game) -> None:
        """The cheap copy for search: exactly the game's own lists and dicts."""
        d, od = self.__dict__, other.__dict__
        for name in ("order", "terrain", "under", "box", "town_owner", "town_size", "town_name", "unit_owner",
                     "unit_w", "unit_s", "xp", "huts_track", "war_track", "warriors_total", "legends",
                     "settlers_home", "empire", "start_pos", "towns_named", "rondel", "collected", "cur",
                     "moved_w", "moved_s"):
            od[name] = d[name][:]
        od["res"] = [r[:] for r in self.res]
        od["slaves"] = [r[:] for r in self.slaves]
        od["techs"] = [r[:] for r in self.techs]
        od["imps"] = [r[:] for r in self.imps]
        od["wonder_owner"] = dict(self.wonder_owner)
        od["tech_left"] = dict(self.tech_left)
        od["imp_left"] = dict(self.imp_left)

    def pool_contents(self, pool: str) -> list[Any]:
        return list(TERRAIN_TILES)

    # ------------------------------------------------------------------ the flow
    @property
    def step(self) -> str:
        """The base step (what the seat whose turn it is does; a question asked on top of it aside)."""
        return self.flow[0][0] if self.flow else "over"

    @property
    def active(self) -> int:
        """The seat whose turn it is."""
        return self.order[self.turn_idx]

    def set_base(self, step: str, seat: int | None = None) -> None:
        """Move the turn on to `step` (for the active seat unless told), under any question asked."""
        if step not in self.STEPS:
            raise KeyError(f"unknown step {step!r}")
        self.flow[0] = (step, (self.active if seat is None else seat,))

    def ask(self, asks: list[tuple]) -> None:
        """Put questions on top of the flow, the first of the list to be answered first."""
        for frame in reversed(asks):
            self.push_step(*frame)

    def is_over(self) -> bool:
        return self.over

    @property
    def rules(self) -> D.Edition:
        return D.EDITIONS[self.edition]

    # ------------------------------------------------------------------ small queries
    def name(self, seat: int) -> str:
        return self.seat_name(seat)

    @property
    def face_down(self) -> list[bool]:
        """Which tiles lie face down (a view knows that much, not what they are)."""
        return [u is not None for u in self.under]

    def has_tech(self, p: int, flag: str) -> bool:
        return not TECH_BY_FLAG[flag].isdisjoint(self.techs[p])

    def owns(self, p: int, building: str) -> bool:
        if D.BUILDINGS[building].kind == "wonder":
            return self.wonder_owner.get(building) == p
        return building in self.imps[p]

    def cost(self, building: str) -> tuple[int, int]:
        """(production, money) to build it, in this game's rules edition."""
        return D.BUILDINGS[building].cost(self.edition)

    def huts_on_map(self, p: int) -> int:
        return D.HUTS - self.huts_track[p]

    def warriors_on_map(self, p: int) -> int:
        return sum(w for o, w in zip(self.unit_owner, self.unit_w) if o == p)

    def track_pieces(self, p: int) -> int:
        return self.war_track[p] + sum(self.slaves[p])

    def empty_spaces(self, p: int) -> int:
        return max(0, D.TRACK_SPACES - self.track_pieces(p))

    def town_upkeep_due(self, p: int) -> int:
        return D.town_upkeep(self.huts_on_map(p))

    def military_upkeep_due(self, p: int) -> int:
        return D.military_upkeep(self.empty_spaces(p))

    def town_upkeep_means(self, p: int) -> int:
        """What this player can pay town upkeep with (food, and in edition 2 wealth too)."""
        return sum(self.res[p][RI[r]] for r in self.rules.town_upkeep_paid_with)

    def happy_faces(self, p: int) -> int:
        n = sum(D.TECHS[t].happy for t in self.techs[p])
        n += sum(D.BUILDINGS[b].happy for b in self.imps[p])
        n += sum(D.BUILDINGS[w].happy for w, o in self.wonder_owner.items() if o == p)
        return n

    def unhappy(self, p: int) -> int:
        return max(0, D.unhappy_faces(self.huts_on_map(p)) - self.happy_faces(p))

    def towns_of(self, p: int) -> list[int]:
        return [c for c, o in enumerate(self.town_owner) if o == p]

    def town_tiles(self, p: int) -> list[int]:
        return sorted({t for c, o in enumerate(self.town_owner) if o == p for t in H.CORNER_TILES[c]})

    def grow_cost(self, p: int) -> int:
        return D.EMPIRES[self.empire[p]].grow if self.empire[p] else 4

    def settler_cost(self, p: int) -> int:
        return D.EMPIRES[self.empire[p]].settler if self.empire[p] else 2

    def conversions(self, p: int, terrain: str) -> dict[str, int]:
        """The best amount of each resource one cube of `terrain` gives this player."""
        best: dict[str, int] = {}
        for res, n in D.BASE[terrain]:
            best[res] = max(best.get(res, 0), n)
        sources = [D.TECHS[t].convert for t in self.techs[p]]
        sources += [D.BUILDINGS[w].convert for w, o in self.wonder_owner.items() if o == p]
        for conv in sources:
            for ter, res, n in conv:
                if ter == terrain and n > best.get(res, 0):
                    best[res] = n
        return best

    def exchanges_of(self, p: int, harvest: bool) -> list[D.Exchange]:
        out = [D.TECHS[t].exchange for t in self.techs[p] if D.TECHS[t].exchange is not None]
        out += [D.BUILDINGS[w].exchange for w, o in self.wonder_owner.items() if o == p and D.BUILDINGS[w].exchange is not None]
        if harvest:
            out = list(D.BASE_EXCHANGES) + out
        return out  # type: ignore[return-value]

    def gain(self, p: int, res: int, n: int) -> int:
        """Add n of a resource, capped at 8; returns what was actually gained."""
        before = self.res[p][res]
        self.res[p][res] = min(D.CAP, before + n)
        return self.res[p][res] - before

    def tidy(self, t: int) -> None:
        if self.unit_w[t] == 0 and self.unit_s[t] == 0 and self.mars_tile != t:
            self.unit_owner[t] = -1

    def founding_ok(self, c: int) -> str:
        """Why a town may not stand on corner c ("" if it may); inner corners only exist as ids."""
        tiles = H.CORNER_TILES[c]
        if self.town_owner[c] >= 0:
            return "That corner already holds a town."
        terrain = self.terrain
        if any(terrain[t] is None for t in tiles):
            return "A new town needs three explored tiles around it."
        if all(terrain[t] == "ocean" for t in tiles):
            return "A new town needs at least one tile that is not ocean."
        return ""

    def top_players(self, t: int) -> list[int]:
        sums = [0] * self.n
        for c in H.TILE_CORNERS[t]:
            o = self.town_owner[c]
            if o >= 0:
                sums[o] += self.town_size[c]
        best = max(sums)
        return [p for p in range(self.n) if best > 0 and sums[p] == best]

    def may_collect(self, p: int, t: int) -> bool:
        if self.terrain[t] is None:
            return False
        o = self.unit_owner[t]
        if o >= 0:
            return o == p
        return p in self.top_players(t)

    def can_enter(self, p: int, t: int) -> bool:
        ter = self.terrain[t]
        if ter is None:  # face down (or empty in setup)
            return False
        return ter != "ocean" or self.has_tech(p, "sailing")

    def mars_places(self, p: int, empty_only: bool) -> list[int]:
        out = []
        for t in self.town_tiles(p):
            if not self.can_enter(p, t):
                continue
            o = self.unit_owner[t]
            if empty_only and (o >= 0 or self.mars_tile == t):
                continue
            if o >= 0 and o != p:
                continue
            out.append(t)
        return out

    def raid_block(self, p: int, victim: int, warriors: int) -> str:
        if self.wonder_owner.get("great_wall") == victim:
            return f"{self.name(victim)} has the Great Wall: nobody can raid them."
        if "walls" in self.imps[victim] and warriors < 2:
            return f"{self.name(victim)} has Walls: raiding needs a stack of at least two warriors."
        return ""
