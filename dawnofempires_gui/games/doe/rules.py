"""Dawn of Empires: the complete rules model (pure Python, no Qt).

STATE (all plain data; seats are 0..n-1 in table order; tiles 0..24; corners 0..31, see hexmap.py)
  order            list[int]   player order (random); turn_idx indexes it; round counts from 1
  step             str         "empire", "start" (setup), "rondel", "collect", "discard", "convert",
                               "upkeep" (the four Harvest parts), "research", "research_bonus",
                               "recruit", "recruit_extra", "move_pick", "move_stack", "explore",
                               "build", "grow", "done" (action finished: exchanges or end turn), "over"
  act              str         the rondel action being performed ("" before the rondel move)
  pending          list        interrupts answered before the step goes on: ["legend", seat] (promote
                               a dead warrior?) and ["mars", seat] (place the Spirit of Mars)
  terrain          list        terrain of each tile; None for a position not yet filled (setup) and,
                               in a view, for every face-down tile
  face_down        list[bool]  tile not yet explored
  pool             list[str]   terrain tiles not yet on the map (setup only; public)
  town_owner/town_size/town_name  per corner: owner seat (-1 none), huts (1..3), name
  unit_owner/unit_w/unit_s        per tile: owner seat (-1 none), warriors, settlers (Spirit of Mars
                               not counted in unit_w)
  mars_tile/mars_owner/mars_state  Spirit of Mars: tile (-1 off map), Temple of Mars owner (-1),
                               "supply" | "map" | "removed"
  res              list[list[int]] per seat [food, production, wealth, money, science], each 0..8
  xp, huts_track, war_track, legends, settlers_home, warriors_total: per seat ints
  slaves           list[list[int]] slaves[p][q]: warriors of seat q held on p's military track
  techs, imps      per seat lists of technology / city improvement ids (in the order taken)
  wonder_owner     dict wonder id -> seat;  tech_left / imp_left: copies left in the supply
  empire, start_pos  per seat: empire id ("" until chosen), starting position (-1)
  rondel           per seat: rondel space (-1 = the middle)
  collected        tiles whose cubes the harvesting player holds now; to_discard: cubes still to lose
  stacks_done, special_used, cur (moving stack [tile, warriors, settlers, mars 0/1, hop]),
  moved_w/moved_s/moved_mars  units that already moved in this Move action; extra_done (Barracks)
  final_left       -1, or turns still to play after the end was triggered (+1 for the current turn)
  end_reason       why the game ended

ACTIONS (kind: args)
  choose_empire: empire            setup, reverse player order
  place_start: position            setup: put your three tiles on a free starting position (0..3)
  rondel: space, action            move the marker to `space` (clockwise) and take `action` there
  collect: tile | stop_collecting  Harvest: take one cube / stop taking cubes
  discard: terrain                 Harvest: lose one cube to an unhappy face
  convert: terrain, res            Harvest: turn one cube into its best amount of `res`
  done_converting                  Harvest: go on to upkeep (all cubes converted)
  pay_upkeep | remove_hut: corner | remove_warrior: tile | retire_legend   Harvest upkeep
  research: tech                   (also the Philosophy bonus research)
  recruit: unit ("warrior"/"settler"), tile | release: owner
  pick: tile, warriors, settlers, mars   Move: choose a stack
  move: to | raid: corner, take ("food"/"production"/"money"/"science"/"enslave") | found: corner
  end_move                         Move: this stack stops
  explore: tile | build: item | grow: corner
  legend: promote (bool)           after a won combat with losses (asked of the winner)
  place_mars: tile                 Temple of Mars owner places the Spirit of Mars
  exchange: id                     blue technologies / wonders any time in your turn; base_money and
                                   base_science (wealth 1:1) only while converting in a Harvest
  end_turn                         finish your turn (always possible once the rondel move is made,
                                   except in the middle of a Harvest)

FLOW. A turn: "rondel" (must move) -> the chosen action's step(s) -> "done". Steps that leave no choice
move on by themselves (a Harvest with nothing to collect, upkeep that can be paid, a finished action
with no exchange possible ends the turn). The main action steps wait for "end_turn", so a player who
chose an action he cannot afford sees why. Combat may queue `pending` decisions for another seat
(the defender's legend, the Temple of Mars owner's Spirit): to_move() then names that seat.

FOR THE BOARD (no Qt here):
  hexmap.TILE_QR[t], hexmap.tile_xy(t, size), hexmap.hex_corner_points(t, size): tiles (pointy-top)
  hexmap.CORNER_TILES[c], hexmap.corner_xy(c, size): corners (towns); hexmap.TILE_CORNERS[t]
  tile_label(t) -> "C3" (column letter from q, row r + 1), used in the log; game.corner_label(c)
  data.RONDEL: the spaces clockwise, each a tuple of 1 or 2 action names; game.rondel_cost(seat, s)
  data.STARTS / data.START_CORNER / data.POSITIONS[n]: starting positions; data.EMPIRES
  data.TECHS / data.BUILDINGS (improvements and wonders) with names, costs, copies and effect texts;
  data.TOWN_UPKEEP, data.MILITARY_UPKEEP, data.UNHAPPY_SPACES: the player board's tracks
  game.collect_options(seat), game.conversions(seat, terrain), game.town_upkeep_due(seat),
  game.military_upkeep_due(seat), game.happy_faces(seat), game.unhappy(seat), game.score_parts(seat)
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dawnofempires_gui.engine import Action, Event, Game, IllegalAction, ScoreSheet, Seat

from . import data as D
from . import hexmap as H

F, P, W, M, S = 0, 1, 2, 3, 4
RI = {r: i for i, r in enumerate(D.RESOURCES)}
RING = len(D.RONDEL)
PLUNDER = ("food", "production", "money", "science")
# Follow-up steps that end the turn by themselves when nothing is left to do in them. The main action
# steps wait for "end_turn" so that a player who picked an action he cannot afford sees why.
FOLLOW_UPS = {"research_bonus", "recruit_extra", "done"}

# Static lookups, shared by all games.
TECH_BY_FLAG = {flag: tuple(t.id for t in D.TECHS.values() if getattr(t, flag)) for flag in ("sailing", "horse", "tactics", "iron", "paid_steps", "extra_research", "extra_warrior")}
COL = "ABCDE"


def tile_label(t: int) -> str:
    q, r = H.TILE_QR[t]
    return f"{COL[q]}{r + 1}"


def _word(res: str) -> str:
    return res


class DawnOfEmpires(Game):
    game_id = "doe"
    default_options = {"round_limit": 50}

    # ------------------------------------------------------------------ building
    def __init__(self, seats: Sequence[Seat | str], options: Mapping[str, Any] | None, seed: int) -> None:
        super().__init__(seats, options, seed)
        n = len(self.seats)
        if not 2 <= n <= 4:
            raise IllegalAction("Dawn of Empires is for 2 to 4 players.")
        self.n = n
        self.order = list(range(n))
        self.rng.shuffle(self.order)
        self.turn_idx = 0
        self.round = 1
        self.setup_k = 0
        self.step = "empire"
        self.act = ""
        self.pending: list[list] = []
        self.terrain: list[str | None] = [None] * H.N_TILES
        self.face_down = [False] * H.N_TILES
        self.pool = [t for t in D.TERRAINS for _ in range(D.TERRAIN_COUNT[t])]
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
        self.extra_done = False
        self.final_left = -1
        self.end_reason = ""

    def clone(self) -> DawnOfEmpires:
        o = object.__new__(DawnOfEmpires)
        d = self.__dict__
        od = o.__dict__
        od.update(d)
        o.rng = self.rng.clone()
        o.options = dict(self.options)
        for name in ("order", "terrain", "face_down", "pool", "town_owner", "town_size", "town_name", "unit_owner",
                     "unit_w", "unit_s", "xp", "huts_track", "war_track", "warriors_total", "legends", "settlers_home",
                     "empire", "start_pos", "towns_named", "rondel", "collected", "cur", "moved_w", "moved_s"):
            od[name] = d[name][:]
        o.res = [r[:] for r in self.res]
        o.slaves = [r[:] for r in self.slaves]
        o.techs = [r[:] for r in self.techs]
        o.imps = [r[:] for r in self.imps]
        o.pending = [r[:] for r in self.pending]
        o.wonder_owner = dict(self.wonder_owner)
        o.tech_left = dict(self.tech_left)
        o.imp_left = dict(self.imp_left)
        return o

    # ------------------------------------------------------------------ small queries
    @property
    def active(self) -> int:
        return self.order[self.turn_idx]

    def name(self, seat: int) -> str:
        return self.seat_name(seat)

    def has_tech(self, p: int, flag: str) -> bool:
        techs = self.techs[p]
        return any(t in techs for t in TECH_BY_FLAG[flag])

    def owns(self, p: int, building: str) -> bool:
        b = D.BUILDINGS[building]
        if b.kind == "wonder":
            return self.wonder_owner.get(building) == p
        return building in self.imps[p]

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

    def happy_faces(self, p: int) -> int:
        n = sum(D.TECHS[t].happy for t in self.techs[p])
        n += sum(D.BUILDINGS[b].happy for b in self.imps[p])
        n += sum(D.BUILDINGS[w].happy for w, o in self.wonder_owner.items() if o == p)
        return n

    def unhappy(self, p: int) -> int:
        return max(0, D.unhappy_faces(self.huts_on_map(p)) - self.happy_faces(p))

    def towns_of(self, p: int) -> list[int]:
        return [c for c, o in enumerate(self.town_owner) if o == p]

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

    def occupant(self, t: int) -> int:
        return self.unit_owner[t]

    def _tidy(self, t: int) -> None:
        if self.unit_w[t] == 0 and self.unit_s[t] == 0 and self.mars_tile != t:
            self.unit_owner[t] = -1

    def gain(self, p: int, res: int, n: int) -> int:
        """Add n of a resource, capped at 8; returns what was actually gained."""
        before = self.res[p][res]
        self.res[p][res] = min(D.CAP, before + n)
        return self.res[p][res] - before

    def founding_ok(self, c: int) -> str:
        """Why a town may not stand on corner c ("" if it may); inner corners only exist as ids."""
        tiles = H.CORNER_TILES[c]
        if self.town_owner[c] >= 0:
            return "That corner already holds a town."
        if any(self.face_down[t] or self.terrain[t] is None for t in tiles):
            return "A new town needs three explored tiles around it."
        if all(self.terrain[t] == "ocean" for t in tiles):
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
        if self.face_down[t] or self.terrain[t] is None:
            return False
        o = self.unit_owner[t]
        if o >= 0:
            return o == p
        return p in self.top_players(t)

    def _matchable(self, p: int, tiles: list[int]) -> bool:
        """Can each tile be given to a different slot of an adjacent town of p (town size = slots)?"""
        slots: list[int] = []
        for c in self.towns_of(p):
            slots.extend([c] * self.town_size[c])
        owner = [-1] * len(slots)

        def try_tile(t: int, seen: set[int]) -> bool:
            for i, c in enumerate(slots):
                if i in seen or t not in H.CORNER_TILES[c]:
                    continue
                seen.add(i)
                if owner[i] < 0 or try_tile(owner[i], seen):
                    owner[i] = t
                    return True
            return False

        return all(try_tile(t, set()) for t in tiles)

    def collect_options(self, p: int) -> list[int]:
        near = sorted({t for c in self.towns_of(p) for t in H.CORNER_TILES[c]})
        out = []
        for t in near:
            if t not in self.collected and self.may_collect(p, t) and self._matchable(p, self.collected + [t]):
                out.append(t)
        return out

    def can_enter(self, p: int, t: int) -> bool:
        if self.face_down[t] or self.terrain[t] is None:
            return False
        return self.terrain[t] != "ocean" or self.has_tech(p, "sailing")

    def town_tiles(self, p: int) -> list[int]:
        return sorted({t for c in self.towns_of(p) for t in H.CORNER_TILES[c]})

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

    # ------------------------------------------------------------------ the contract
    def to_move(self) -> list[int]:
        if self.step == "over":
            return []
        if self.pending:
            return [self.pending[0][1]]
        if self.step in ("empire", "start"):
            return [self.order[self.n - 1 - self.setup_k]]
        return [self.active]

    def is_over(self) -> bool:
        return self.step == "over"

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.pending:
            kind, who = self.pending[0][0], self.pending[0][1]
            if kind == "legend":
                return [Action("legend", promote=True), Action("legend", promote=False)]
            return [Action("place_mars", tile=t) for t in self.mars_places(who, self.pending[0][2])]
        acts = self._options(seat)
        step = self.step
        if step in ("empire", "start"):
            return acts
        acts.extend(self._exchange_actions(seat))
        if step not in ("collect", "discard", "convert", "upkeep", "rondel"):
            acts.append(Action("end_turn"))
        return acts

    def _exchange_actions(self, p: int) -> list[Action]:
        out = []
        harvest = self.step == "convert"
        for ex in self.exchanges_of(p, harvest):
            if self._exchange_problem(p, ex) == "":
                out.append(Action("exchange", id=ex.id))
        return out

    def _exchange_problem(self, p: int, ex: D.Exchange) -> str:
        for res, n in ex.give:
            if self.res[p][RI[res]] < n:
                return f"{ex.name} needs {n} {res}; you have {self.res[p][RI[res]]}."
        if all(self.res[p][RI[res]] >= D.CAP for res, _ in ex.get):
            return f"Your {' and '.join(r for r, _ in ex.get)} is already at {D.CAP}."
        return ""

    def _options(self, p: int) -> list[Action]:
        step = self.step
        if step == "empire":
            return [Action("choose_empire", empire=e) for e in D.EMPIRES if e not in self.empire]
        if step == "start":
            taken = set(self.start_pos)
            return [Action("place_start", position=i) for i in D.POSITIONS[self.n] if i not in taken]
        if step == "rondel":
            return [Action("rondel", space=s, action=a) for s in self._rondel_spaces(p) for a in D.RONDEL[s]]
        if step == "collect":
            return [Action("collect", tile=t) for t in self.collect_options(p)] + [Action("stop_collecting")]
        if step == "discard":
            return [Action("discard", terrain=t) for t in sorted({self.terrain[x] for x in self.collected})]  # type: ignore[type-var]
        if step == "convert":
            if self.collected:
                out = []
                for ter in sorted({self.terrain[x] for x in self.collected}):  # type: ignore[type-var]
                    for res in self.conversions(p, ter):  # type: ignore[arg-type]
                        out.append(Action("convert", terrain=ter, res=res))
                return out
            return [Action("done_converting")]
        if step == "upkeep":
            return self._upkeep_options(p)
        if step in ("research", "research_bonus"):
            return [Action("research", tech=t) for t in D.TECHS if self._research_problem(p, t) == ""]
        if step in ("recruit", "recruit_extra"):
            return self._recruit_options(p)
        if step == "move_pick":
            return self._pick_options(p)
        if step == "move_stack":
            return self._stack_options(p)
        if step == "explore":
            return [Action("explore", tile=t) for t in self._explore_options(p)]
        if step == "build":
            return [Action("build", item=b) for b in D.BUILDINGS if self._build_problem(p, b) == ""]
        if step == "grow":
            if self.res[p][F] < self.grow_cost(p) or self.huts_track[p] == 0:
                return []
            return [Action("grow", corner=c) for c in self.towns_of(p) if self.town_size[c] < D.MAX_TOWN]
        return []

    # ------------------------------------------------------------------ option helpers
    def max_free_steps(self, p: int) -> int:
        return D.RONDEL_STEPS + sum(D.TECHS[t].steps for t in self.techs[p])

    def rondel_cost(self, p: int, space: int) -> tuple[int, int]:
        """(steps, money) to reach `space`; money -1 if it cannot be reached."""
        pos = self.rondel[p]
        if pos < 0:
            return 0, 0
        steps = (space - pos) % RING or RING
        free = self.max_free_steps(p)
        if steps <= free:
            return steps, 0
        if self.has_tech(p, "paid_steps"):
            return steps, steps - free
        return steps, -1

    def _rondel_spaces(self, p: int) -> list[int]:
        out = []
        for s in range(RING):
            _, cost = self.rondel_cost(p, s)
            if cost == 0 or 0 < cost <= self.res[p][M]:
                out.append(s)
        return out

    def _upkeep_options(self, p: int) -> list[Action]:
        food_due, money_due = self.town_upkeep_due(p), self.military_upkeep_due(p)
        out = []
        food_short = self.res[p][F] < food_due
        money_short = self.res[p][M] < money_due
        towns = self.towns_of(p)
        war_tiles = [t for t in range(H.N_TILES) if self.unit_owner[t] == p and self.unit_w[t] > 0]
        if food_short:
            out += [Action("remove_hut", corner=c) for c in towns]
        if money_short:
            out += [Action("remove_warrior", tile=t) for t in war_tiles]
            if self.legends[p]:
                out.append(Action("retire_legend"))
        if (not food_short or not towns) and (not money_short or (not war_tiles and not self.legends[p])):
            out.append(Action("pay_upkeep"))
        return out

    def _research_problem(self, p: int, t: str) -> str:
        tech = D.TECHS.get(t)
        if tech is None:
            return "There is no such technology."
        if t in self.techs[p]:
            return f"You already have {tech.name}; a technology cannot be researched twice."
        if self.tech_left[t] <= 0:
            return f"No {tech.name} tile is left in the supply."
        if sum(1 for x in self.techs[p] if D.TECHS[x].colour == tech.colour) >= 3:
            return f"You already hold 3 {tech.colour} technologies, the most allowed."
        if self.res[p][S] < tech.cost:
            return f"{tech.name} costs {tech.cost} science; you have {self.res[p][S]}."
        return ""

    def _build_problem(self, p: int, b: str) -> str:
        item = D.BUILDINGS.get(b)
        if item is None:
            return "There is no such building."
        if item.kind == "wonder":
            if b in self.wonder_owner:
                return f"{item.name} has already been built by {self.name(self.wonder_owner[b])}."
        else:
            if b in self.imps[p]:
                return f"You already have {item.name}; an improvement cannot be built twice."
            if self.imp_left[b] <= 0:
                return f"No {item.name} tile is left in the supply."
        if not any(t in self.techs[p] for t in item.requires):
            names = " or ".join(D.TECHS[t].name for t in item.requires)
            return f"{item.name} requires {names}."
        if self.res[p][P] < item.production or self.res[p][M] < item.money:
            return (f"{item.name} costs {item.production} production and {item.money} money; "
                    f"you have {self.res[p][P]} production and {self.res[p][M]} money.")
        return ""

    def _recruit_options(self, p: int) -> list[Action]:
        if self.res[p][P] < 1:
            return []
        tiles = [t for t in self.town_tiles(p) if self.can_enter(p, t)]
        out = []
        if self.war_track[p] > 0:
            out += [Action("recruit", unit="warrior", tile=t) for t in tiles]
        if self.step == "recruit":
            if self.settlers_home[p] > 0 and self.res[p][F] >= self.settler_cost(p):
                out += [Action("recruit", unit="settler", tile=t) for t in tiles]
            for q in range(self.n):
                if q != p and self.slaves[q][p] > 0:
                    out.append(Action("release", owner=q))
        return out

    def _free_units(self, t: int) -> tuple[int, int, bool]:
        mars = self.mars_tile == t and not self.moved_mars
        return self.unit_w[t] - self.moved_w[t], self.unit_s[t] - self.moved_s[t], mars

    def _pick_options(self, p: int) -> list[Action]:
        out = []
        for t in range(H.N_TILES):
            if self.unit_owner[t] != p:
                continue
            fw, fs, fm = self._free_units(t)
            if fw == 0 and fs == 0 and not fm:
                continue
            moves = any(self.can_enter(p, u) for u in H.NEIGHBOURS[t])
            for mars in ((0, 1) if fm else (0,)):
                for w in range(fw + 1):
                    for s in range(fs + 1):
                        if w + s + mars == 0:
                            continue
                        if moves or self._stack_targets(p, t, w, s, mars, only_special=True):
                            out.append(Action("pick", tile=t, warriors=w, settlers=s, mars=bool(mars)))
        return out

    def _stack_targets(self, p: int, t: int, w: int, s: int, mars: int, only_special: bool = False) -> list[Action]:
        out: list[Action] = []
        if not only_special:
            out += [Action("move", to=u) for u in H.NEIGHBOURS[t] if self.can_enter(p, u)]
        if self.special_used:
            return out
        for c in H.TILE_CORNERS[t]:
            v = self.town_owner[c]
            if v >= 0 and v != p and w > 0 and self.raid_block(p, v, w + mars) == "":
                for take in PLUNDER:
                    if self.res[v][RI[take]] > 0:
                        out.append(Action("raid", corner=c, take=take))
                if self.war_track[v] > 0:
                    out.append(Action("raid", corner=c, take="enslave"))
            elif v < 0 and s > 0 and self.huts_track[p] > 0 and self.founding_ok(c) == "":
                out.append(Action("found", corner=c))
        return out

    def _stack_options(self, p: int) -> list[Action]:
        t, w, s, mars, _hop = self.cur
        return self._stack_targets(p, t, w, s, mars) + [Action("end_move")]

    def _explore_options(self, p: int) -> list[int]:
        out: set[int] = set()
        for t in range(H.N_TILES):
            if (self.unit_owner[t] == p and self.unit_w[t] > 0) or (self.mars_tile == t and self.mars_owner == p):
                out.update(u for u in H.NEIGHBOURS[t] if self.face_down[u])
        return sorted(out)

    # ------------------------------------------------------------------ applying
    def _apply(self, seat: int, action: Action) -> list[Event]:
        handler = getattr(self, "_do_" + action.kind, None)
        if handler is None:
            raise IllegalAction(f"Unknown action {action.kind!r}.")
        events: list[Event] = handler(seat, action) or []
        self._check_end(events)
        self._settle(events)
        return events

    def _settle(self, events: list[Event]) -> None:
        """Move on automatically where the rules leave no choice."""
        for _ in range(200):
            if self.step == "over" or self.pending:
                return
            step = self.step
            p = self.active
            if step == "collect" and not self.collect_options(p):
                self._enter_discard(events)
                continue
            if step == "discard" and (self.to_discard <= 0 or not self.collected):
                self._enter_convert(events)
                continue
            if step == "convert" and not self.collected and self.res[p][W] == 0:
                self.step = "upkeep"
                continue
            if step == "upkeep":
                food_due, money_due = self.town_upkeep_due(p), self.military_upkeep_due(p)
                if self.res[p][F] >= food_due and self.res[p][M] >= money_due:
                    self._pay_upkeep(p, events)
                    continue
            follow_up = step in FOLLOW_UPS or (step == "move_pick" and self.stacks_done > 0)
            if follow_up and not self._options(p) and not self._exchange_actions(p):
                self._end_turn(events)
                continue
            return

    def _check_end(self, events: list[Event]) -> None:
        if self.final_left >= 0 or self.step in ("empire", "start", "over"):
            return
        for p in range(self.n):
            reason = ""
            if self.huts_track[p] == 0:
                reason = f"{self.name(p)} has built all {D.HUTS} huts"
            elif len(self.techs[p]) >= 12:
                reason = f"{self.name(p)} has researched 12 technologies"
            elif self.xp[p] >= 20:
                reason = f"{self.name(p)} has {self.xp[p]} military experience"
            if reason:
                self.final_left = self.n + 1
                self.end_reason = reason + "."
                events.append(Event(f"The end is near: {reason}. Every player, {self.name(p)} included, takes one more turn.", p, "end"))
                return

    def _end_turn(self, events: list[Event]) -> None:
        p = self.active
        self.act = ""
        self.collected = []
        self.to_discard = 0
        self.stacks_done = 0
        self.special_used = False
        self.cur = []
        self.moved_w = [0] * H.N_TILES
        self.moved_s = [0] * H.N_TILES
        self.moved_mars = False
        self.extra_done = False
        events.append(Event(f"{self.name(p)} ends the turn.", p, "turn"))
        if self.final_left > 0:
            self.final_left -= 1
            if self.final_left == 0:
                self.step = "over"
                events.append(Event("The game is over.", None, "end"))
                return
        self.turn_idx += 1
        if self.turn_idx == self.n:
            self.turn_idx = 0
            if self.final_left < 0 and self.round >= self.options.get("round_limit", 50):
                self.step = "over"
                self.end_reason = f"The last round ({self.round}) has been played."
                events.append(Event(f"Round {self.round} was the last round: the game is over.", None, "end"))
                return
            self.round += 1
        self.step = "rondel"

    # --- setup
    def _do_choose_empire(self, p: int, a: Action) -> list[Event]:
        self.empire[p] = a["empire"]
        self.step = "start"
        emp = D.EMPIRES[a["empire"]]
        return [Event(f"{self.name(p)} chooses {emp.name}.", p, "setup")]

    def _do_place_start(self, p: int, a: Action) -> list[Event]:
        pos = a["position"]
        self.start_pos[p] = pos
        emp = D.EMPIRES[self.empire[p]]
        for t, ter in zip(D.STARTS[pos], emp.tiles):
            self.terrain[t] = ter
            self.pool.remove(ter)
        events = [Event(f"{self.name(p)} places the tiles of {emp.name} ({', '.join(emp.tiles)}) on starting position {pos + 1}.", p, "setup")]
        self.setup_k += 1
        if self.setup_k < self.n:
            self.step = "empire"
        else:
            self._finish_setup(events)
        return events

    def _finish_setup(self, events: list[Event]) -> None:
        pool = self.pool[:]
        self.rng.shuffle(pool)
        empty = [t for t in range(H.N_TILES) if self.terrain[t] is None]
        for t, ter in zip(empty, pool):
            self.terrain[t] = ter
            self.face_down[t] = True
        self.pool = []
        events.append(Event(f"The other {len(empty)} tiles are shuffled and laid face down.", None, "setup", reveals=True))
        for p in self.order:
            self.res[p] = [0] * 5
            gained = [0] * 5
            for t in D.STARTS[self.start_pos[p]]:
                for res, k in D.BONUS[self.terrain[t]].items():  # type: ignore[index]
                    gained[RI[res]] += self.gain(p, RI[res], k)
            c = D.START_CORNER[self.start_pos[p]]
            self._new_town(p, c)
            events.append(Event(f"{self.name(p)} founds {self.town_name[c]} and gains {self._amounts(gained)} from the starting tiles.", p, "setup"))
        self.step = "rondel"

    def _new_town(self, p: int, c: int) -> None:
        self.huts_track[p] -= 1
        self.town_owner[c] = p
        self.town_size[c] = 1
        names = D.EMPIRES[self.empire[p]].towns
        k = self.towns_named[p]
        self.town_name[c] = names[k % len(names)] + ("" if k < len(names) else f" {k // len(names) + 1}")
        self.towns_named[p] += 1

    @staticmethod
    def _amounts(vec: Sequence[int]) -> str:
        parts = [f"{n} {D.RESOURCES[i]}" for i, n in enumerate(vec) if n]
        return ", ".join(parts) if parts else "nothing"

    # --- rondel
    def _do_rondel(self, p: int, a: Action) -> list[Event]:
        space, act = a["space"], a["action"]
        steps, cost = self.rondel_cost(p, space)
        self.rondel[p] = space
        if cost > 0:
            self.res[p][M] -= cost
        self.act = act
        paid = f" (paying {cost} money with Monarchy)" if cost > 0 else ""
        how = "to" if steps == 0 else f"{steps} step{'s' if steps > 1 else ''} to"
        events = [Event(f"{self.name(p)} moves the rondel marker {how} space {space + 1}{paid} and chooses {act.capitalize()}.", p, "rondel")]
        if act == "harvest":
            self.collected = []
            self.step = "collect"
        elif act == "move":
            self.step = "move_pick"
        else:
            self.step = act
        return events

    def _do_end_turn(self, p: int, a: Action) -> list[Event]:
        events: list[Event] = []
        self._end_turn(events)
        return events

    def _do_exchange(self, p: int, a: Action) -> list[Event]:
        ex = D.EXCHANGES[a["id"]]
        for res, n in ex.give:
            self.res[p][RI[res]] -= n
        for res, n in ex.get:
            self.gain(p, RI[res], n)
        return [Event(f"{self.name(p)} converts {ex.text()} ({ex.name}).", p, "exchange")]

    # --- harvest
    def _do_collect(self, p: int, a: Action) -> list[Event]:
        t = a["tile"]
        self.collected.append(t)
        return [Event(f"{self.name(p)} collects a {self.terrain[t]} cube from {tile_label(t)}.", p, "harvest")]

    def _do_stop_collecting(self, p: int, a: Action) -> list[Event]:
        events = [Event(f"{self.name(p)} stops collecting with {len(self.collected)} cube{'s' if len(self.collected) != 1 else ''}.", p, "harvest")]
        self._enter_discard(events)
        return events

    def _enter_discard(self, events: list[Event]) -> None:
        p = self.active
        self.to_discard = min(self.unhappy(p), len(self.collected))
        if self.to_discard:
            events.append(Event(f"{self.name(p)} has {self.to_discard} unhappy face{'s' if self.to_discard > 1 else ''} not cancelled and must lose that many cubes.", p, "harvest"))
        self.step = "discard"

    def _do_discard(self, p: int, a: Action) -> list[Event]:
        ter = a["terrain"]
        t = next(x for x in self.collected if self.terrain[x] == ter)
        self.collected.remove(t)
        self.to_discard -= 1
        return [Event(f"{self.name(p)} loses a {ter} cube to unhappiness.", p, "harvest")]

    def _enter_convert(self, events: list[Event]) -> None:
        p = self.active
        self.to_discard = 0
        self.step = "convert"
        gained = [0] * 5
        for b in self.imps[p]:
            for res, n in D.BUILDINGS[b].harvest:
                gained[RI[res]] += self.gain(p, RI[res], n)
        if any(gained):
            events.append(Event(f"{self.name(p)}'s improvements give {self._amounts(gained)}.", p, "harvest"))

    def _do_convert(self, p: int, a: Action) -> list[Event]:
        ter, res = a["terrain"], a["res"]
        t = next(x for x in self.collected if self.terrain[x] == ter)
        self.collected.remove(t)
        n = self.conversions(p, ter)[res]
        got = self.gain(p, RI[res], n)
        lost = f", {n - got} wasted at the cap of {D.CAP}" if got < n else ""
        return [Event(f"{self.name(p)} converts a {ter} cube into {n} {res}{lost}.", p, "harvest")]

    def _do_done_converting(self, p: int, a: Action) -> list[Event]:
        self.step = "upkeep"
        return []

    def _pay_upkeep(self, p: int, events: list[Event]) -> None:
        food_due, money_due = self.town_upkeep_due(p), self.military_upkeep_due(p)
        pay_f = min(food_due, self.res[p][F])
        pay_m = min(money_due, self.res[p][M])
        self.res[p][F] -= pay_f
        self.res[p][M] -= pay_m
        text = f"{self.name(p)} pays upkeep: {pay_f} food for towns and {pay_m} money for warriors."
        if pay_f < food_due or pay_m < money_due:
            text += " The rest cannot be paid and is forgiven, as nothing is left to remove."
        events.append(Event(text, p, "harvest"))
        if self.res[p][W] and "court" not in self.imps[p]:
            events.append(Event(f"{self.name(p)}'s {self.res[p][W]} wealth is lost at the end of the Harvest.", p, "harvest"))
            self.res[p][W] = 0
        self.step = "done"

    def _do_pay_upkeep(self, p: int, a: Action) -> list[Event]:
        events: list[Event] = []
        self._pay_upkeep(p, events)
        return events

    def _do_remove_hut(self, p: int, a: Action) -> list[Event]:
        c = a["corner"]
        name = self.town_name[c]
        self.town_size[c] -= 1
        self.huts_track[p] += 1
        if self.town_size[c] == 0:
            self.town_owner[c] = -1
            self.town_name[c] = ""
            return [Event(f"{self.name(p)} cannot pay the town upkeep and abandons {name}.", p, "upkeep")]
        return [Event(f"{self.name(p)} cannot pay the town upkeep: {name} shrinks to size {self.town_size[c]}.", p, "upkeep")]

    def _do_remove_warrior(self, p: int, a: Action) -> list[Event]:
        t = a["tile"]
        self.unit_w[t] -= 1
        self._tidy(t)
        self.war_track[p] += 1
        return [Event(f"{self.name(p)} cannot pay the military upkeep: a warrior on {tile_label(t)} returns to the track.", p, "upkeep")]

    def _do_retire_legend(self, p: int, a: Action) -> list[Event]:
        self.legends[p] -= 1
        self.war_track[p] += 1
        return [Event(f"{self.name(p)} returns a legend to the military upkeep track to pay the upkeep.", p, "upkeep")]

    # --- research
    def _do_research(self, p: int, a: Action) -> list[Event]:
        t = a["tech"]
        tech = D.TECHS[t]
        self.res[p][S] -= tech.cost
        self.tech_left[t] -= 1
        self.techs[p].append(t)
        events = [Event(f"{self.name(p)} researches {tech.name} (−{tech.cost} science).", p, "research")]
        if tech.extra_warrior:
            if self.empty_spaces(p) > 0:
                self.war_track[p] += 1
                self.warriors_total[p] += 1
                events.append(Event(f"{self.name(p)} gains an extra warrior on the military upkeep track.", p, "research"))
            else:
                events.append(Event(f"{self.name(p)}'s military upkeep track is full: the extra warrior is lost.", p, "research"))
        if tech.extra_research and self.step == "research":
            self.step = "research_bonus"
        else:
            self.step = "done"
        return events

    # --- recruit
    def _do_recruit(self, p: int, a: Action) -> list[Event]:
        unit, t = a["unit"], a["tile"]
        self.res[p][P] -= 1
        events: list[Event] = []
        extra = self.step == "recruit_extra"
        if unit == "warrior":
            self.war_track[p] -= 1
            w, s = 1, 0
            events.append(Event(f"{self.name(p)} recruits a warrior on {tile_label(t)} (−1 production{', Barracks' if extra else ''}).", p, "recruit"))
        else:
            cost = self.settler_cost(p)
            self.res[p][F] -= cost
            self.settlers_home[p] -= 1
            w, s = 0, 1
            events.append(Event(f"{self.name(p)} recruits a settler on {tile_label(t)} (−1 production, −{cost} food).", p, "recruit"))
        self.step = "done" if extra or "barracks" not in self.imps[p] else "recruit_extra"
        self._arrive(p, t, w, s, 0, events)
        return events

    def _do_release(self, p: int, a: Action) -> list[Event]:
        q = a["owner"]
        self.res[p][P] -= 1
        self.gain(q, P, 1)
        self.slaves[q][p] -= 1
        self.war_track[p] += 1
        self.step = "done" if "barracks" not in self.imps[p] else "recruit_extra"
        return [Event(f"{self.name(p)} gives 1 production to {self.name(q)} and frees an enslaved warrior.", p, "recruit")]

    # --- arriving and combat
    def _arrive(self, p: int, t: int, w: int, s: int, mars: int, events: list[Event]) -> bool:
        """Units of p arrive on tile t; returns True if a combat took place."""
        o = self.unit_owner[t]
        if o < 0 or o == p:
            self.unit_owner[t] = p
            self.unit_w[t] += w
            self.unit_s[t] += s
            if mars:
                self.mars_tile = t
            return False
        self._combat(p, t, w, s, mars, events)
        return True

    def _combat(self, a: int, t: int, aw: int, as_: int, amars: int, events: list[Event]) -> None:
        d = self.unit_owner[t]
        dw, ds = self.unit_w[t], self.unit_s[t]
        dmars = 1 if self.mars_tile == t else 0
        A, Dn = aw + amars, dw + dmars
        if self.has_tech(a, "iron"):
            a_loss, d_loss = 0, (Dn if A > 0 else 0)
        else:
            a_loss = d_loss = min(A, Dn)
        a_mars_dies = bool(amars) and a_loss == A
        d_mars_dies = bool(dmars) and d_loss == Dn
        a_wl = a_loss - (1 if a_mars_dies else 0)
        d_wl = d_loss - (1 if d_mars_dies else 0)
        A2, D2 = A - a_loss, Dn - d_loss
        a_sl = d_sl = 0
        if A2 > 0:
            d_sl = ds
        elif D2 > 0:
            a_sl = as_
        else:
            a_sl = d_sl = min(as_, ds)
        self.xp[a] += d_loss
        self.xp[d] += a_loss
        self.war_track[a] += a_wl
        self.war_track[d] += d_wl
        self.settlers_home[a] += a_sl
        self.settlers_home[d] += d_sl
        iron = " (Iron Working)" if self.has_tech(a, "iron") and A > 0 and Dn > 0 else ""
        parts = []
        if a_loss or d_loss:
            parts.append(f"{self.name(a)} loses {a_loss} warrior{'s' if a_loss != 1 else ''}, {self.name(d)} loses {d_loss}{iron}")
        if a_sl or d_sl:
            parts.append(f"settlers killed: {self.name(a)} {a_sl}, {self.name(d)} {d_sl}")
        events.append(Event(f"Combat on {tile_label(t)}: {self.name(a)} attacks {self.name(d)}; " + "; ".join(parts or ["nobody dies"]) + ".", a, "combat"))
        # what remains on the tile
        dw_left, ds_left = dw - d_wl, ds - d_sl
        aw_left, as_left = aw - a_wl, as_ - a_sl
        a_mars_left = amars and not a_mars_dies
        d_mars_left = dmars and not d_mars_dies
        a_alive = aw_left + as_left + (1 if a_mars_left else 0)
        d_alive = dw_left + ds_left + (1 if d_mars_left else 0)
        if d_mars_dies:
            self.mars_tile = -1
        if d_alive:
            self.unit_w[t], self.unit_s[t] = dw_left, ds_left
        else:
            self.unit_owner[t], self.unit_w[t], self.unit_s[t] = -1, 0, 0
            if a_alive:
                self.unit_owner[t], self.unit_w[t], self.unit_s[t] = a, aw_left, as_left
                if a_mars_left:
                    self.mars_tile = t
        winner = a if a_alive and not d_alive else d if d_alive and not a_alive else -1
        if winner >= 0:
            lost = a_wl if winner == a else d_wl
            events.append(Event(f"{self.name(winner)} wins the combat on {tile_label(t)}.", winner, "combat"))
            if lost > 0:
                self.pending.append(["legend", winner, False])
        for dead, owner in ((a_mars_dies, a), (d_mars_dies, d)):
            if dead:
                self._mars_died(owner, events)

    def _mars_died(self, owner: int, events: list[Event]) -> None:
        events.append(Event("The Spirit of Mars falls in battle.", owner, "combat"))
        if self.mars_places(owner, False):
            self.mars_state = "supply"
            self.pending.append(["mars", owner, False])
        else:
            self.mars_state = "removed"
            events.append(Event(f"No friendly tile is near {self.name(owner)}'s towns: Mars frowns and the Spirit is removed from the game.", owner, "combat"))

    def _do_legend(self, p: int, a: Action) -> list[Event]:
        self.pending.pop(0)
        if a["promote"]:
            self.war_track[p] -= 1
            self.legends[p] += 1
            return [Event(f"{self.name(p)} promotes a fallen warrior to a legend (1 victory point).", p, "legend")]
        return [Event(f"{self.name(p)} returns the fallen warriors to the track without a legend.", p, "legend")]

    def _do_place_mars(self, p: int, a: Action) -> list[Event]:
        self.pending.pop(0)
        t = a["tile"]
        self.mars_tile = t
        self.mars_state = "map"
        self.unit_owner[t] = p
        return [Event(f"{self.name(p)} places the Spirit of Mars on {tile_label(t)}.", p, "mars")]

    # --- move
    def _do_pick(self, p: int, a: Action) -> list[Event]:
        t = a["tile"]
        self.cur = [t, a["warriors"], a["settlers"], 1 if a["mars"] else 0, 1]
        self.step = "move_stack"
        return []

    def _stack_done(self) -> None:
        self.cur = []
        self.stacks_done += 1
        if self.has_tech(self.active, "tactics") and self.stacks_done < 2:
            self.step = "move_pick"
        else:
            self.step = "done"

    def _do_end_move(self, p: int, a: Action) -> list[Event]:
        self._stack_done()
        return []

    def _lift(self, t: int, w: int, s: int, mars: int) -> None:
        self.unit_w[t] -= w
        self.unit_s[t] -= s
        if mars:
            self.mars_tile = -1
        self._tidy(t)

    def _do_move(self, p: int, a: Action) -> list[Event]:
        t, w, s, mars, hop = self.cur
        u = a["to"]
        enemy = self.unit_owner[u] >= 0 and self.unit_owner[u] != p
        self._lift(t, w, s, mars)
        if hop == 2:
            self.moved_w[t] -= w
            self.moved_s[t] -= s
        what = self._stack_words(w, s, mars)
        events = [Event(f"{self.name(p)} moves {what} from {tile_label(t)} to {tile_label(u)}.", p, "move")]
        fought = self._arrive(p, u, w, s, mars, events)
        if not fought:
            self.moved_w[u] += w
            self.moved_s[u] += s
        elif self.unit_owner[u] == p:
            self.moved_w[u], self.moved_s[u] = self.unit_w[u], self.unit_s[u]
        if mars:
            self.moved_mars = True
        if (not enemy and hop == 1 and self.has_tech(p, "horse") and self.terrain[u] not in ("mountains", "ocean")):
            self.cur = [u, w, s, mars, 2]
        else:
            self._stack_done()
        return events

    @staticmethod
    def _stack_words(w: int, s: int, mars: int) -> str:
        parts = []
        if w:
            parts.append(f"{w} warrior{'s' if w > 1 else ''}")
        if s:
            parts.append(f"{s} settler{'s' if s > 1 else ''}")
        if mars:
            parts.append("the Spirit of Mars")
        return " and ".join(parts) if parts else "nothing"

    def _do_raid(self, p: int, a: Action) -> list[Event]:
        t, w, s, mars, _ = self.cur
        c, take = a["corner"], a["take"]
        v = self.town_owner[c]
        self.unit_w[t] -= 1
        self.war_track[p] += 1
        self.special_used = True
        self._mark_moved(t, w, s, mars, _, dw=1)
        events = [Event(f"{self.name(p)} raids {self.town_name[c]} of {self.name(v)}; one raiding warrior returns to the track.", p, "raid")]
        if take == "enslave":
            self.war_track[v] -= 1
            self.slaves[p][v] += 1
            events.append(Event(f"{self.name(p)} enslaves a warrior of {self.name(v)}.", p, "raid"))
        else:
            i = RI[take]
            n = min(2, self.res[v][i])
            self.res[v][i] -= n
            got = self.gain(p, i, n)
            events.append(Event(f"{self.name(p)} plunders {n} {take} from {self.name(v)}" + (f" ({n - got} wasted at the cap)." if got < n else "."), p, "raid"))
        self._tidy(t)
        self._stack_done()
        return events

    def _do_found(self, p: int, a: Action) -> list[Event]:
        t, w, s, mars, _ = self.cur
        c = a["corner"]
        self.unit_s[t] -= 1
        self._tidy(t)
        self._mark_moved(t, w, s, mars, _, ds=1)
        self.settlers_home[p] += 1
        self._new_town(p, c)
        self.special_used = True
        self._stack_done()
        return [Event(f"{self.name(p)} founds {self.town_name[c]} at {self.corner_label(c)}; the settler returns to the player board.", p, "found")]

    def _mark_moved(self, t: int, w: int, s: int, mars: int, hop: int, dw: int = 0, ds: int = 0) -> None:
        """After a raid (dw=1 warrior gone) or a new town (ds=1 settler gone): the stack's remaining
        units count as moved (on a second Horseback hop they already do)."""
        if hop == 2:
            self.moved_w[t] -= dw
            self.moved_s[t] -= ds
        else:
            self.moved_w[t] += w - dw
            self.moved_s[t] += s - ds
        if mars:
            self.moved_mars = True

    def corner_label(self, c: int) -> str:
        return "the corner of " + ", ".join(tile_label(t) for t in H.CORNER_TILES[c])

    # --- explore, build, grow
    def _do_explore(self, p: int, a: Action) -> list[Event]:
        t = a["tile"]
        self.face_down[t] = False
        ter = self.terrain[t]
        gained = [0] * 5
        for res, k in D.BONUS[ter].items():  # type: ignore[index]
            gained[RI[res]] += self.gain(p, RI[res], k)
        self.step = "done"
        return [Event(f"{self.name(p)} explores {tile_label(t)}: {ter}! Bonus: {self._amounts(gained)}.", p, "explore", reveals=True)]

    def _do_build(self, p: int, a: Action) -> list[Event]:
        b = a["item"]
        item = D.BUILDINGS[b]
        self.res[p][P] -= item.production
        self.res[p][M] -= item.money
        if item.kind == "wonder":
            self.wonder_owner[b] = p
        else:
            self.imps[p].append(b)
            self.imp_left[b] -= 1
        self.step = "done"
        events = [Event(f"{self.name(p)} builds {item.name} (−{item.production} production, −{item.money} money).", p, "build")]
        if item.mars:
            self.mars_owner = p
            if self.mars_places(p, True):
                self.pending.append(["mars", p, True])
            else:
                self.mars_state = "removed"
                events.append(Event("No empty tile is next to their towns: the Spirit of Mars cannot be placed and is removed.", p, "mars"))
        return events

    def _do_grow(self, p: int, a: Action) -> list[Event]:
        c = a["corner"]
        cost = self.grow_cost(p)
        self.res[p][F] -= cost
        self.huts_track[p] -= 1
        self.town_size[c] += 1
        self.step = "done"
        return [Event(f"{self.name(p)} grows {self.town_name[c]} to size {self.town_size[c]} (−{cost} food).", p, "grow")]

    # ------------------------------------------------------------------ words
    def phase(self) -> str:
        if self.step == "over":
            return "Game over"
        seat = self.to_move()[0]
        words = {
            "empire": "choose an empire", "start": "place the starting tiles", "rondel": "move the rondel marker",
            "collect": "Harvest: collect cubes", "discard": "Harvest: unhappy faces", "convert": "Harvest: convert cubes",
            "upkeep": "Harvest: pay upkeep", "research": "Research", "research_bonus": "Research (Philosophy)",
            "recruit": "Recruit", "recruit_extra": "Recruit (Barracks)", "move_pick": "Move: choose a stack",
            "move_stack": "Move: choose a destination", "explore": "Explore", "build": "Build", "grow": "Grow",
            "done": "finish the turn",
        }
        what = words.get(self.step, self.step)
        if self.pending:
            what = "promote a legend?" if self.pending[0][0] == "legend" else "place the Spirit of Mars"
        last = " (final turns)" if self.final_left > 0 else ""
        if self.step in ("empire", "start"):
            return f"Setup: {self.name(seat)} — {what}"
        return f"Round {self.round}{last}: {self.name(seat)} — {what}"

    def describe(self, action: Action) -> str:
        k = action.kind
        g = action.get
        if k == "choose_empire":
            e = D.EMPIRES.get(g("empire"))
            return f"Choose {e.name} ({', '.join(e.tiles)}; grow {e.grow} food, settler {e.settler} food)" if e else "Choose an empire"
        if k == "place_start":
            return f"Place your tiles on starting position {g('position', 0) + 1}"
        if k == "rondel":
            text = f"Rondel space {g('space', 0) + 1}: {str(g('action')).capitalize()}"
            seat = self.to_move()[0] if self.to_move() else -1
            if seat >= 0 and isinstance(g("space"), int) and 0 <= g("space") < RING:
                _, cost = self.rondel_cost(seat, g("space"))
                if cost > 0:
                    text += f" (pay {cost} money)"
            return text
        if k == "collect":
            t = g("tile")
            return f"Collect a {self.terrain[t] if isinstance(t, int) and 0 <= t < H.N_TILES else ''} cube from {tile_label(t) if isinstance(t, int) and 0 <= t < H.N_TILES else t}"
        if k == "stop_collecting":
            return "Stop collecting cubes"
        if k == "discard":
            return f"Lose a {g('terrain')} cube (unhappiness)"
        if k == "convert":
            return f"Convert a {g('terrain')} cube into {g('res')}"
        if k == "done_converting":
            return "Finish converting and pay upkeep"
        if k == "pay_upkeep":
            return "Pay upkeep"
        if k == "remove_hut":
            c = g("corner")
            return f"Remove a hut from {self.town_name[c] if isinstance(c, int) and 0 <= c < H.N_CORNERS else c}"
        if k == "remove_warrior":
            return f"Return a warrior on {self._tl(g('tile'))} to the track"
        if k == "retire_legend":
            return "Return a legend to the track"
        if k == "research":
            t = D.TECHS.get(g("tech"))
            return f"Research {t.name} ({t.cost} science)" if t else "Research"
        if k == "recruit":
            return f"Recruit a {g('unit')} on {self._tl(g('tile'))}"
        if k == "release":
            o = g("owner")
            return f"Free your warrior enslaved by {self.name(o) if isinstance(o, int) and 0 <= o < self.n else o}"
        if k == "pick":
            return f"Move {self._stack_words(g('warriors', 0), g('settlers', 0), 1 if g('mars') else 0)} from {self._tl(g('tile'))}"
        if k == "move":
            return f"Move to {self._tl(g('to'))}"
        if k == "raid":
            c = g("corner")
            town = self.town_name[c] if isinstance(c, int) and 0 <= c < H.N_CORNERS else c
            return f"Raid {town}: " + ("enslave a warrior" if g("take") == "enslave" else f"plunder {g('take')}")
        if k == "found":
            c = g("corner")
            return f"Found a town at {self.corner_label(c) if isinstance(c, int) and 0 <= c < H.N_CORNERS else c}"
        if k == "end_move":
            return "Stop moving this stack"
        if k == "explore":
            return f"Explore {self._tl(g('tile'))}"
        if k == "build":
            b = D.BUILDINGS.get(g("item"))
            return f"Build {b.name} ({b.production} production, {b.money} money)" if b else "Build"
        if k == "grow":
            c = g("corner")
            return f"Grow {self.town_name[c] if isinstance(c, int) and 0 <= c < H.N_CORNERS else c}"
        if k == "legend":
            return "Promote a fallen warrior to a legend" if g("promote") else "No legend"
        if k == "place_mars":
            return f"Place the Spirit of Mars on {self._tl(g('tile'))}"
        if k == "exchange":
            ex = D.EXCHANGES.get(g("id"))
            return f"Convert {ex.text()} ({ex.name})" if ex else "Convert"
        if k == "end_turn":
            return "End your turn"
        return super().describe(action)

    @staticmethod
    def _tl(t: Any) -> str:
        return tile_label(t) if isinstance(t, int) and 0 <= t < H.N_TILES else str(t)

    def why_illegal(self, seat: int, action: Action) -> str:
        try:
            return self._why(seat, action)
        except (KeyError, TypeError, ValueError, IndexError):
            return f"{self.describe(action)} is not allowed now." if action.kind else "That is not an action."

    def _why(self, p: int, a: Action) -> str:
        k, g = a.kind, a.get
        if self.step == "over":
            return "The game is over."
        if p not in self.to_move():
            return f"It is not {self.name(p)}'s turn to decide."
        if self.pending:
            return "First answer: " + ("promote a fallen warrior to a legend or not." if self.pending[0][0] == "legend" else "where to place the Spirit of Mars.")
        step = self.step
        if k == "exchange":
            ex = D.EXCHANGES.get(g("id"))
            if ex is None:
                return "There is no such conversion."
            if ex.harvest_only and step != "convert":
                return "Wealth converts 1:1 into money or science only while converting cubes in a Harvest."
            if ex not in self.exchanges_of(p, True):
                return f"You do not have {ex.name}."
            return self._exchange_problem(p, ex) or "You cannot convert now."
        if step in ("empire", "start") and k not in ("choose_empire", "place_start"):
            return "The game is still being set up: choose an empire and place its tiles first."
        if k == "choose_empire":
            if step != "empire":
                return "This is not the time to choose an empire."
            return "That empire is already taken." if g("empire") in self.empire else "There is no such empire."
        if k == "place_start":
            if step != "start":
                return "Choose an empire first."
            return "That starting position is not free for this number of players."
        if k == "rondel":
            if step != "rondel":
                return "You have already moved your rondel marker this turn."
            s = g("space")
            if not isinstance(s, int) or not 0 <= s < RING:
                return "There is no such rondel space."
            if g("action") not in D.RONDEL[s]:
                return f"Rondel space {s + 1} offers only {' or '.join(x.capitalize() for x in D.RONDEL[s])}."
            steps, cost = self.rondel_cost(p, s)
            if cost < 0:
                return (f"Space {s + 1} is {steps} steps away; you may move at most {self.max_free_steps(p)} "
                        "(Monarchy lets you pay 1 money per extra step).")
            return f"Reaching space {s + 1} costs {cost} money with Monarchy; you have {self.res[p][M]}."
        if step == "rondel":
            return "First move your rondel marker (1 or 2 spaces clockwise)."
        if k == "end_turn":
            if step in ("collect", "discard", "convert", "upkeep"):
                return "Finish the Harvest first: collect, lose cubes to unhappiness, convert and pay upkeep."
            return "You cannot end the turn now."
        if k == "grow":
            if step != "grow":
                return "Grow is not the action you chose this turn."
            cost = self.grow_cost(p)
            if self.res[p][F] < cost:
                return f"Grow needs {cost} food; you have {self.res[p][F]}."
            if self.huts_track[p] == 0:
                return "You have no hut left on your town upkeep track."
            c = g("corner")
            if not isinstance(c, int) or not 0 <= c < H.N_CORNERS or self.town_owner[c] != p:
                return "You can only grow one of your own towns."
            return f"{self.town_name[c]} is already size {D.MAX_TOWN}; a town cannot grow beyond size {D.MAX_TOWN}."
        if k == "research":
            if step not in ("research", "research_bonus"):
                return "Research is not the action you chose this turn."
            return self._research_problem(p, g("tech")) or "You cannot research that now."
        if k == "build":
            if step != "build":
                return "Build is not the action you chose this turn."
            return self._build_problem(p, g("item")) or "You cannot build that now."
        if k in ("recruit", "release"):
            if step not in ("recruit", "recruit_extra"):
                return "Recruit is not the action you chose this turn."
            if self.res[p][P] < 1:
                return f"Recruiting costs 1 production; you have {self.res[p][P]}."
            if step == "recruit_extra" and (k == "release" or g("unit") != "warrior"):
                return "Barracks allow only an extra warrior: never a second settler or a second freed warrior."
            if k == "release":
                return "None of your warriors is enslaved by that player."
            if g("unit") == "settler":
                if self.settlers_home[p] == 0:
                    return "Both your settlers are already on the map."
                if self.res[p][F] < self.settler_cost(p):
                    return f"A settler also costs {self.settler_cost(p)} food; you have {self.res[p][F]}."
            elif self.war_track[p] == 0:
                return "You have no warrior left on your military upkeep track."
            t = g("tile")
            if isinstance(t, int) and 0 <= t < H.N_TILES and t in self.town_tiles(p):
                if self.terrain[t] == "ocean":
                    return "Only a player with Sailing may place units on ocean tiles."
            return "Units are recruited onto a tile next to one of your towns."
        if k in ("collect", "stop_collecting", "discard", "convert", "done_converting", "pay_upkeep", "remove_hut", "remove_warrior", "retire_legend"):
            if step not in ("collect", "discard", "convert", "upkeep"):
                return "That is part of a Harvest, which you are not doing now."
            if k == "collect":
                if step != "collect":
                    return "The collecting is over."
                t = g("tile")
                if t in self.collected:
                    return "You already took that tile's cube: each tile has only one cube."
                if isinstance(t, int) and 0 <= t < H.N_TILES and self.unit_owner[t] >= 0 and self.unit_owner[t] != p:
                    return f"{tile_label(t)} is occupied by {self.name(self.unit_owner[t])}: only they may collect its cube."
                return "You may not collect from that tile: it must touch your towns, you must have the most town size around it (unless you occupy it), and each town takes at most its size in cubes."
            if step == "discard":
                return f"You must first lose {self.to_discard} cube{'s' if self.to_discard > 1 else ''} to unhappy faces."
            if step == "convert":
                if k == "done_converting":
                    return "Every collected cube must be converted first."
                return "Convert one of your collected cubes into one of its resources."
            if step == "upkeep":
                if k == "pay_upkeep":
                    return (f"You cannot pay the upkeep ({self.town_upkeep_due(p)} food, {self.military_upkeep_due(p)} money): "
                            "remove huts or warriors until you can.")
                return "Remove only what you need to pay the upkeep: huts for food, warriors or legends for money."
            return "You are still collecting cubes: collect one more or stop collecting."
        if k in ("pick", "move", "raid", "found", "end_move"):
            if step not in ("move_pick", "move_stack"):
                return "Move is not the action you chose this turn."
            if k == "pick":
                if step != "move_pick":
                    return "Finish moving the chosen stack first."
                return "Choose units of yours on one tile that have not moved yet."
            if step != "move_stack":
                return "Choose a stack first."
            t, w, s, mars, _ = self.cur
            if k == "move":
                u = g("to")
                if u not in H.NEIGHBOURS[t]:
                    return "A stack moves to an adjacent tile."
                if self.face_down[u]:
                    return "Units cannot enter an unexplored tile; explore it first."
                return "Your units cannot move onto ocean tiles without Sailing."
            if self.special_used:
                return "A Move action may include at most one raid or one new town."
            c = g("corner")
            if not isinstance(c, int) or c not in H.TILE_CORNERS[t]:
                return "That corner is not next to the stack (and a corner on the map edge can never hold a town)."
            if k == "found":
                if s == 0:
                    return "Only a stack with a settler can found a town."
                if self.huts_track[p] == 0:
                    return "You have no hut left to found a town."
                return self.founding_ok(c) or "You cannot found a town there."
            v = self.town_owner[c]
            if v < 0 or v == p:
                return "There is no rival town there to raid."
            if w == 0:
                return "A raid needs a warrior in the stack."
            block = self.raid_block(p, v, w + mars)
            if block:
                return block
            if g("take") == "enslave":
                return f"{self.name(v)} has no warrior on the military upkeep track to enslave."
            return f"{self.name(v)} has no {g('take')} to plunder."
        if k == "explore":
            if step != "explore":
                return "Explore is not the action you chose this turn."
            return "Explore a face-down tile next to one of your warriors."
        return f"{self.describe(a)} is not allowed now."

    # ------------------------------------------------------------------ views and scores
    def redact(self, view: Game, seat: int | None) -> None:
        assert isinstance(view, DawnOfEmpires)
        view.terrain = [None if self.face_down[t] else ter for t, ter in enumerate(self.terrain)]

    def score_parts(self, p: int) -> dict[str, int]:
        wonders = 0
        for w, o in self.wonder_owner.items():
            if o == p:
                wonders += self.empty_spaces(p) // 2 if D.BUILDINGS[w].mars else D.BUILDINGS[w].vp
        return {
            "Huts": self.huts_on_map(p),
            "Technologies": len(self.techs[p]),
            "Legends": self.legends[p],
            "Palace": sum(D.BUILDINGS[b].vp for b in self.imps[p]),
            "Wonders": wonders,
            "Military experience": sum(1 for q in range(self.n) if self.xp[q] < self.xp[p]),
        }

    def scores(self) -> ScoreSheet:
        cats = ["Huts", "Technologies", "Legends", "Palace", "Wonders", "Military experience"]
        points = [self.score_parts(p) for p in range(self.n)]
        totals = [sum(pt.values()) for pt in points]
        best = max(totals)
        winners = [p for p in range(self.n) if totals[p] == best]
        tie = ""
        if len(winners) > 1:
            tie = "The rules give no tie-break: the tied players share the victory."
        notes = [self.end_reason] if self.end_reason else []
        return ScoreSheet(categories=cats, points=points, totals=totals, winners=winners, tie_break=tie, notes=notes)
