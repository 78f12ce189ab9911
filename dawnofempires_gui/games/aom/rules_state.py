"""Age of Mythology's state: the boards, the bank, the cards and the turn in progress, and the small questions
every chapter asks of it (pure Python, never Qt). The package docstring (games/aom/__init__.py) lists the
attributes a board reads; this module keeps them.

Every attribute is a plain value, a flat list, a list of lists, a list of dicts, or a dict of plain values and
tuples, so that clone() is a handful of list copies.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dawnofempires_gui.engine import HIDDEN, NOBODY, OWNER, PUBLIC, Action, Game, Move, Moves, Seat, Zone
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_tables import (AGES, CULTURES, GATHERERS, NSQ, PLAYER_COUNTS, RES, RI, TERRAIN,
                                                      TILE_INDEX, TILE_KINDS, TILE_TERRAIN, VICTORY, piece_pool)


# --- actions made once: an Action sorts its arguments when made, never in the hot loop ----------------
_ACTS: dict[tuple, Action] = {}


def act(kind: str, **args: Any) -> Action:
    key = (kind, *args.items())  # one call site always names its arguments in one order
    found = _ACTS.get(key)
    if found is None:
        found = _ACTS[key] = Action(kind, **args)
    return found


_ZONES_FOR: dict[str, tuple[Zone, ...]] = {}
MOVES = Moves()  # every chapter module adds its moves (rules.py imports them all)


class AomMove(Move):
    """A move of this game: out of its step it says what is being decided now."""

    def out_of_step(self, game: AomState, seat: int, action: Action) -> str:
        return game.not_now()


# every list attribute (flat), list of lists, and list of dicts of the state: clone() copies exactly these
LISTS = ("cult", "age", "cubes", "bank", "vp", "vp_cards", "prod", "work", "villagers", "pool", "face_up", "extra",
         *(f"deck_{c}" for c in CULTURES), *(f"under_{c}" for c in CULTURES))
NESTED = (*(f"hand_{c}" for c in CULTURES), "perm_hand", "played", "army")
DICTS = ("units", "bld")


def copy_battle(battle: dict) -> dict:
    if not battle:
        return {}
    out = dict(battle)
    out["units"] = [dict(battle["units"][0]), dict(battle["units"][1])]
    out["grow"] = [dict(battle["grow"][0]), dict(battle["grow"][1])]
    out["history"] = list(battle["history"])
    return out


class AomState(Game):
    """The state and its small queries; the chapters (rules_*.py) add the rules that change it."""

    game_id = "aom"
    default_options = {"start": "draw"}
    MOVES = MOVES
    SCORE_SCALE = 3.0
    ZONES = (
        *(z for c in CULTURES for z in (
            Zone(f"deck_{c}", NOBODY, pool=c),                   # the face-down random deck, top last
            Zone(f"under_{c}", PUBLIC, pool=c),                  # played and discarded cards, face up under it
            Zone(f"hand_{c}", OWNER, per_seat=True, pool=c),     # the random cards in each hand
        )),
        Zone("perm_hand", PUBLIC, per_seat=True),    # permanent cards in each hand (chosen openly)
        Zone("army", OWNER, per_seat=True),          # the units chosen in secret for a battle ("" = none yet)
    )

    def __init__(self, seats: Sequence[Seat | str], options: Mapping[str, Any] | None, seed: int) -> None:
        super().__init__(seats, options, seed)
        n = len(self.seats)
        if n not in PLAYER_COUNTS:
            raise ValueError("Age of Mythology is for 2 to 6 players.")
        self.n = n
        self.teams = self.options.get("start") == "teams" and n == 4
        self.cult: list[str] = [""] * n
        self.age = [0] * n
        self.cubes = [0] * (4 * n)
        self.bank = [0] * 4
        self.vp = [0] * n
        self.vp_bank = D.VP_CUBES
        self.vp_cards = [0] * len(VICTORY)
        self.prod = [""] * (NSQ * n)
        self.work = [""] * (NSQ * n)
        self.villagers = [0] * n
        self.units: list[dict[str, int]] = [{} for _ in range(n)]
        self.bld: list[dict[str, int]] = [{} for _ in range(n)]
        self.pool = [0] * len(TILE_KINDS)
        self.face_up: list[str] = []
        self.extra = [0] * n
        for c in CULTURES:
            setattr(self, f"deck_{c}", [])
            setattr(self, f"under_{c}", [])
            setattr(self, f"hand_{c}", [[] for _ in range(n)])
        self.perm_hand: list[list[str]] = [[] for _ in range(n)]
        self.played: list[list[str]] = [[] for _ in range(n)]  # cards played or passed this turn, face up
        self.army: list[list[str]] = [[] for _ in range(n)]
        self.start = 0
        self.turn = 0
        self.round = 0
        self.cur: dict[str, Any] = {}
        self.act: dict[str, Any] = {}
        self.battle: dict[str, Any] = {}
        self.last_battle: dict[str, Any] = {}  # the battle that ended last, as it ended (never changed after)
        self.rpos = -1
        self.last_winner = -1
        self.wonder_by = -1
        self.final: dict[str, tuple[int, int]] = {}
        self.over = False
        self.opening: list[str] = []
        self.setup()

    def setup(self) -> None:  # rules_setup.py
        raise NotImplementedError

    # ------------------------------------------------------------------ cheap copies
    def clone(self) -> AomState:
        other = type(self).__new__(type(self))
        d = other.__dict__
        mine = self.__dict__
        d.update(mine)
        d["rng"] = self.rng.clone()
        d["options"] = dict(self.options)
        d["flow"] = self.flow[:]  # frames are tuples of plain values
        d["picks"] = [p[:] for p in self.picks]
        d["_events"] = []
        self.copy_containers(other)
        return other

    def copy_containers(self, other: Game) -> None:
        d = other.__dict__
        mine = self.__dict__
        for name in LISTS:
            d[name] = mine[name][:]
        for name in NESTED:
            d[name] = [x[:] for x in mine[name]]
        for name in DICTS:
            d[name] = [dict(x) for x in mine[name]]
        d["cur"] = dict(mine["cur"])
        d["act"] = dict(mine["act"])
        d["battle"] = copy_battle(mine["battle"])
        d["final"] = dict(mine["final"])

    # ------------------------------------------------------------------ secrets
    def zones(self) -> tuple[Zone, ...]:
        """The zones of the cultures at the table (a view redacts nothing more)."""
        found = _ZONES_FOR.get(self.cult_key)
        if found is None:
            present = set(self.cult)
            found = _ZONES_FOR[self.cult_key] = tuple(
                z for z in super().zones() if not z.pool or z.pool in present)
        return found

    @property
    def cult_key(self) -> str:
        return ",".join(self.cult)

    def pool_contents(self, pool: str) -> list[Any]:
        """A culture's random deck, every copy, when a player of that culture is at the table."""
        return list(D.DECKS[pool].card_ids()) if pool in self.cult else []

    def fill_hidden(self, seat: int, rng: Any) -> None:
        """Another seat's secret army, unseen: each slot filled in with one of his units or left empty, at random."""
        for s, picks in enumerate(self.army):
            if not any(x is HIDDEN for x in picks):
                continue
            left = self.fighters(s)
            for x in picks:
                if x is not HIDDEN and x:
                    left[x] -= 1
            filled = []
            for x in picks:
                if x is HIDDEN:
                    choices = sorted(u for u, k in left.items() if k > 0)
                    k = rng.below(len(choices) + 1)
                    x = choices[k] if k < len(choices) else ""
                    if x:
                        left[x] -= 1
                filled.append(x)
            self.army[s] = filled

    def team_of(self, seat: int) -> int:
        """With the two-team start, the players of one culture are a team (they never attack each other)."""
        return CULTURES.index(self.cult[seat]) if self.teams else seat

    # ------------------------------------------------------------------ the flow
    def is_over(self) -> bool:
        return self.over

    def step(self) -> str:
        """The decision pending now ("draft", "play", "battle", ...); "" once the game is over."""
        return self.flow[-1][0] if self.flow and not self.over else ""

    def not_now(self) -> str:
        from dawnofempires_gui.games.aom.rules_words import STEP_WORDS

        step = self.step()
        if not step:
            return "The game is over."
        return f"Now is the time for {STEP_WORDS.get(step, step)}, not for that."

    def end_now(self) -> None:
        """The game ends at once: the victory cards are awarded and nothing is asked any more."""
        self.over = True
        self.flow.clear()
        for s in range(self.n):
            self.picks[s] = []

    # ------------------------------------------------------------------ cubes
    def cube(self, seat: int, res: str) -> int:
        return self.cubes[seat * 4 + RI[res]]

    def purse(self, seat: int) -> dict[str, int]:
        """The seat's resource cubes by resource."""
        base = seat * 4
        return {r: self.cubes[base + i] for i, r in enumerate(RES)}

    def bank_purse(self) -> dict[str, int]:
        return {r: self.bank[i] for i, r in enumerate(RES)}

    def total_cubes(self, seat: int) -> int:
        base = seat * 4
        return self.cubes[base] + self.cubes[base + 1] + self.cubes[base + 2] + self.cubes[base + 3]

    def can_pay(self, seat: int, cost: Mapping[str, int]) -> bool:
        base = seat * 4
        return all(self.cubes[base + RI[r]] >= k for r, k in cost.items())

    def pay(self, seat: int, cost: Mapping[str, int]) -> None:
        """Pay into the bank (every cost is paid into the bank)."""
        base = seat * 4
        for r, k in cost.items():
            i = RI[r]
            self.cubes[base + i] -= k
            self.bank[i] += k

    def take(self, seat: int, res: str, k: int) -> int:
        """Take up to k cubes of one resource from the bank: what it holds, no more. Returns the cubes taken."""
        i = RI[res]
        got = min(k, self.bank[i])
        if got > 0:
            self.bank[i] -= got
            self.cubes[seat * 4 + i] += got
        return max(got, 0)

    def move_cube(self, src: int, dst: int, res: str) -> None:
        i = RI[res]
        self.cubes[src * 4 + i] -= 1
        self.cubes[dst * 4 + i] += 1

    # ------------------------------------------------------------------ boards
    def terrain(self, seat: int, square: int) -> str:
        return TERRAIN[self.cult[seat]][square]

    def tile_at(self, seat: int, square: int) -> str:
        return self.prod[seat * NSQ + square]

    def tiles_of(self, seat: int) -> list[tuple[int, str]]:
        """(square, tile) of every tile on the seat's Production Area."""
        base = seat * NSQ
        return [(q, self.prod[base + q]) for q in range(NSQ) if self.prod[base + q]]

    def free_square(self, seat: int, terrain: str) -> int:
        """The first empty square of this terrain on the seat's Production Area, or -1."""
        base = seat * NSQ
        grid = TERRAIN[self.cult[seat]]
        for q in range(NSQ):
            if grid[q] == terrain and not self.prod[base + q]:
                return q
        return -1

    def place_tile(self, seat: int, tile: str) -> int:
        square = self.free_square(seat, TILE_TERRAIN[tile])
        if square >= 0:
            self.prod[seat * NSQ + square] = tile
        return square

    def remove_tile(self, seat: int, square: int) -> str:
        """Take a tile off a board; a villager or unit on it goes back to its owner's Holding Area."""
        i = seat * NSQ + square
        tile = self.prod[i]
        self.prod[i] = ""
        worker = self.work[i]
        if worker:
            self.work[i] = ""
            if worker == "villager":
                self.villagers[seat] += 1
            else:
                self.add_units(seat, worker, 1)
        return tile

    def pool_add(self, tile: str) -> None:
        self.pool[TILE_INDEX[tile]] += 1

    def pool_size(self) -> int:
        return sum(self.pool)

    def draw_tile(self) -> str:
        """One tile from the face-down pool, at random (the pool is mixed after every use)."""
        k = self.rng.below(sum(self.pool))
        for i, count in enumerate(self.pool):
            if k < count:
                self.pool[i] -= 1
                return TILE_KINDS[i]
            k -= count
        raise AssertionError("the tile pool is empty")

    # ------------------------------------------------------------------ buildings
    def buildings(self, seat: int) -> int:
        """Buildings in the City Area (each House counts)."""
        return sum(self.bld[seat].values())

    def has(self, seat: int, building: str) -> bool:
        return self.bld[seat].get(building, 0) > 0

    def add_building(self, seat: int, building: str) -> None:
        self.bld[seat][building] = self.bld[seat].get(building, 0) + 1
        if building == "house":
            self.villagers[seat] += 1

    # ------------------------------------------------------------------ units
    def add_units(self, seat: int, unit: str, k: int) -> None:
        held = self.units[seat]
        held[unit] = held.get(unit, 0) + k
        if held[unit] <= 0:
            del held[unit]

    def workers_on_tiles(self, seat: int, who: str) -> int:
        base = seat * NSQ
        return sum(1 for q in range(NSQ) if self.work[base + q] == who)

    def owned(self, seat: int, unit: str) -> int:
        """Pieces of this unit the seat has on the table: Holding Area, tiles and battle."""
        count = self.units[seat].get(unit, 0)
        if unit in GATHERERS:
            count += self.workers_on_tiles(seat, unit)
        battle = self.battle
        if battle and seat in (battle["att"], battle["def"]):
            count += battle["units"][0 if seat == battle["att"] else 1].get(unit, 0)
        return count

    def pieces_left(self, seat: int, unit: str) -> int:
        """Unused pieces of this unit the seat may still take (recruiting is limited to the pieces)."""
        return piece_pool(self.cult[seat], self.n)[unit] - self.owned(seat, unit)

    def army_size(self, seat: int) -> int:
        """Military units (villagers not counted) in the Holding Area, on tiles and in a battle going on (still his:
        the survivors come home; the computer judged units sent into a battle as lost, so it sent none)."""
        count = sum(self.units[seat].values())
        b, base = self.battle, seat * NSQ
        if b and seat in (b["att"], b["def"]):
            count += sum(b["units"][0 if seat == b["att"] else 1].values())
        return count + sum(1 for q in range(NSQ) if self.work[base + q] and self.work[base + q] != "villager")

    def villager_count(self, seat: int) -> int:
        return self.villagers[seat] + self.workers_on_tiles(seat, "villager")

    def hero_now(self, seat: int) -> str | None:
        """The hero of the seat's present Age (None in the Archaic Age)."""
        return D.hero_for(self.cult[seat], AGES[self.age[seat]])

    # ------------------------------------------------------------------ the table
    def neighbours(self, seat: int) -> list[int]:
        """The players to the seat's immediate left and right (one with two players)."""
        n = self.n
        return sorted({(seat - 1) % n, (seat + 1) % n} - {seat})

    def may_attack(self, seat: int, other: int) -> bool:
        """Only a neighbour, and never a player of one's own culture."""
        return other in self.neighbours(seat) and self.cult[other] != self.cult[seat]

    def order_from(self, first: int) -> list[int]:
        """The seats clockwise from `first`."""
        return [(first + k) % self.n for k in range(self.n)]
