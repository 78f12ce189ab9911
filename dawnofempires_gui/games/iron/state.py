"""The Iron Age's state: what is written on the sheets and pegboards, the turn in progress, and the small
questions every chapter asks of it (pure Python, never Qt).

STATE (plain attributes; lists are indexed by seat unless said otherwise)
  n, solo            number of seats; solo is True for one seat (8 rounds, solitaire rules)
  length             "short" or "full" (the end conditions)
  round              0 during setup, then 1, 2, ...
  active             the seat whose turn it is (while an opponent answers a tribute demand too)
  flow               the engine's stack of pending decisions (rules.STEPS): one frame for the turn in
                     progress, ("roll", (seat,)) ... ("store", (seat,)); during a tribute demand the turn's
                     frame is ("battles", (seat,), strength, opponents still to compare) and the asked
                     opponent's answer ("tribute", (opponent,), strength) is pushed on top. Empty: game over.
  Pegboard (0..15 each, data.PEG_TOP):  food, army, goods, ships, wealth
  Score sheet:
    ports, provinces   built counts, 1..6 each (the first port and province are printed as built)
    port_pop           population boxes filled for ports 2..6, in order (0..5)
    urns               urns filled for ports 2..6, in order (0..16; port k is built when its population
                       box and all its urns are filled: data.PORT_URNS / data.URNS_CUM)
    prov_boxes         population boxes filled for provinces 2..6, in order (0..14; data.PROVINCE_BOXES)
    setup_choice       "port" or "province": the second column circled at setup ("" before)
    mon                flat list, mon[seat * 5 + m] = boxes filled in monument m (data.MONUMENTS order)
    mon_first          per monument: the seat that finished it first (its larger number), or -1
    devs               bitmask of developments owned (bit i = data.DEV_IDS[i]); has_dev(seat, id)
    tribute (0..60), skulls (disaster skulls, 0..45), conquest (filled Conquest boxes, 1..10)
  The turn in progress (active seat):
    dice               empire dice faces (ids of data.EMPIRE_IDS); "" before the first roll
    fate               fate die face (data.FATE_IDS) or ""
    kept, fate_kept    dice the player keeps for the next re-roll (skull dice never re-roll)
    rolls              rolls made this turn (0..3)
    choice             per die: "" / "food" / "population" for "2 food or 2 population" faces
    pop, innov         population and innovations left to spend this turn (lost at its end)
    bought             a development was bought this turn
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dawnofempires_gui.engine import Action, Game, Move, Moves, Seat
from dawnofempires_gui.games.iron import data as D

FATE = -1  # die index of the fate die in actions

DEV_BIT = {d: 1 << i for i, d in enumerate(D.DEV_IDS)}
LEADERSHIP = DEV_BIT["leadership"]
GRANARIES = DEV_BIT["granaries"]
DYEWORKS = DEV_BIT["dyeworks"]
FORMATIONS = DEV_BIT["formations"]
MEDICINE = DEV_BIT["medicine"]
SHIPMAKING = DEV_BIT["shipmaking"]
IRRIGATION = DEV_BIT["irrigation"]
METALLURGY = DEV_BIT["metallurgy"]
RELIGION = DEV_BIT["religion"]
ARCHITECTURE = DEV_BIT["architecture"]
COINAGE = DEV_BIT["coinage"]
AQUEDUCTS = DEV_BIT["aqueducts"]
NAVY = DEV_BIT["navy"]
ROADS = DEV_BIT["roads"]
CITIZENSHIP = DEV_BIT["citizenship"]
EMPIRE = DEV_BIT["empire"]
COMMERCE = DEV_BIT["commerce"]
IMMUNITY = {"religion": RELIGION, "medicine": MEDICINE, "citizenship": CITIZENSHIP}
WALLS = D.MON_INDEX["walls"]
NMON = len(D.MON_IDS)
NDEV = len(D.DEV_IDS)
TOP = D.PEG_TOP
FOOD_TOP, ARMY_TOP, GOODS_TOP, SHIPS_TOP, WEALTH_TOP = (TOP[k] for k in ("food", "army", "goods", "ships", "wealth"))
DEV_COST = tuple(int(d["cost"]) for d in D.DEVELOPMENTS)
DEV_STARRED = tuple(bool(d.get("starred")) for d in D.DEVELOPMENTS)
DEV_POINTS = tuple(int(d["points"]) for d in D.DEVELOPMENTS)
EMPIRE_FACES = set(D.EMPIRE_IDS)
FATE_FACES = set(D.FATE_IDS)

# The table of moves: each chapter module adds its own (rules.py imports them all).
MOVES = Moves()


class IronMove(Move):
    """A move of the Iron Age: out of its step, it says which step it belongs to in the rulebook's words."""

    def out_of_step(self, game: IronState, seat: int, action: Action) -> str:
        return game.not_now()


# --- the actions, made once (an Action sorts its arguments when made: never in the hot loop) -----
ROLL, STOP = Action("roll"), Action("stop")
SKIP_LEADERSHIP, SKIP_OMENS = Action("skip_leadership"), Action("skip_omens")
CONQUER, NO_CONQUEST = Action("conquer"), Action("no_conquest")
GIVE_GOOD, REFUSE_GOOD = Action("give_good"), Action("refuse_good")
PROVINCE, PORT_POP, URN, PORT = Action("province"), Action("port_pop"), Action("urn"), Action("port")
ARMY, SHIP, GRANARY, END_BUILD = Action("army"), Action("ship"), Action("granary"), Action("end_build")
SKIP_BUY, END_TURN = Action("skip_buy"), Action("end_turn")
SETUP_PORT, SETUP_PROVINCE = Action("setup_port"), Action("setup_province")
_DICE = (FATE, *range(D.EMPIRE_DICE_TOP))
KEEP = {d: Action("keep", die=d) for d in _DICE}
RELEASE = {d: Action("release", die=d) for d in _DICE}
LEAD = {d: Action("leadership", die=d) for d in _DICE}
TAKE = {(d, use): Action("take", die=d, use=use) for d in range(D.EMPIRE_DICE_TOP) for use in ("food", "population")}
OMENS = {(d, f): Action("omens", die=d, face=f) for d in range(D.EMPIRE_DICE_TOP) for f in D.EMPIRE_IDS}
OMENS.update({(FATE, f): Action("omens", die=FATE, face=f) for f in D.FATE_IDS})
MONUMENT = tuple(Action("monument", monument=m) for m in D.MON_IDS)
ARCHITECTURE_ACTS = tuple(Action("architecture", monument=m) for m in D.MON_IDS)
STORE = {k: Action("store", sets=k) for k in range(1, WEALTH_TOP + 1)}
_BUY: dict[tuple[str, int, int, int], Action] = {}


def buy_action(dev: str, goods: int, innovations: int, wealth: int) -> Action:
    key = (dev, goods, innovations, wealth)
    action = _BUY.get(key)
    if action is None:
        action = _BUY[key] = Action("buy", dev=dev, goods=goods, innovations=innovations, wealth=wealth)
    return action


# every list attribute of the state: a clone copies exactly these (all flat lists of ints or words)
LISTS = ("food", "army", "goods", "ships", "wealth", "ports", "provinces", "port_pop", "urns", "prov_boxes",
         "setup_choice", "mon", "mon_first", "devs", "tribute", "skulls", "conquest", "dice", "kept", "choice")


class IronState(Game):
    """The state and its small queries; the chapters (setup.py ... end.py) add the rules that change it."""

    game_id = "iron"
    default_options = {"length": "short"}

    def __init__(self, seats: Sequence[Seat | str], options: Mapping[str, Any] | None, seed: int) -> None:
        super().__init__(seats, options, seed)
        n = len(self.seats)
        if not 1 <= n <= 4:
            raise ValueError("The Iron Age is for 1 to 4 players.")
        self.n = n
        self.solo = n == 1
        self.length = "full" if self.options.get("length") == "full" else "short"
        self.round = 0
        self.active = 0
        start = D.PEG_START
        self.food = [start["food"]] * n
        self.army = [start["army"]] * n
        self.goods = [start["goods"]] * n
        self.ships = [start["ships"]] * n
        self.wealth = [start["wealth"]] * n
        self.ports = [1] * n
        self.provinces = [1] * n
        self.port_pop = [0] * n
        self.urns = [0] * n
        self.prov_boxes = [0] * n
        self.setup_choice = [""] * n
        self.mon = [0] * (n * NMON)
        self.mon_first = [-1] * NMON
        self.devs = [0] * n
        self.tribute = [0] * n
        self.skulls = [0] * n
        self.conquest = [1] * n
        self.start_player = 0
        # the turn in progress
        self.dice: list[str] = []
        self.fate = ""
        self.kept: list[bool] = []
        self.fate_kept = False
        self.rolls = 0
        self.choice: list[str] = []
        self.pop = 0
        self.innov = 0
        self.bought = False
        self.push_step("setup", (0,))

    # ------------------------------------------------------------------ cheap copies
    def clone(self) -> IronState:
        other = type(self).__new__(type(self))
        d = other.__dict__
        mine = self.__dict__
        d.update(mine)
        d["rng"] = self.rng.clone()
        d["options"] = dict(self.options)
        d["flow"] = self.flow[:]  # frames are tuples of plain values: a shallow copy is a full copy
        d["picks"] = [p[:] for p in self.picks]
        d["_events"] = []
        for name in LISTS:
            d[name] = mine[name][:]
        return other

    def copy_containers(self, other: Game) -> None:
        for name in LISTS:
            setattr(other, name, getattr(self, name)[:])

    # ------------------------------------------------------------------ the flow
    def is_over(self) -> bool:
        return not self.flow

    def step(self) -> str:
        """The decision pending now ("roll", "build", "tribute", ...), "" once the game is over."""
        return self.flow[-1][0] if self.flow else ""

    def asked(self) -> int:
        """The opponent answering a tribute demand now, or -1."""
        top = self.flow[-1] if self.flow else ("",)
        return top[1][0] if top[0] == "tribute" else -1

    def demand_strength(self) -> int:
        """The demanding player's strength during a tribute demand (0 otherwise)."""
        top = self.flow[-1] if self.flow else ("",)
        return top[2] if top[0] == "tribute" else 0

    # ------------------------------------------------------------------ small queries
    def has_dev(self, seat: int, dev: str) -> bool:
        return bool(self.devs[seat] & DEV_BIT[dev])

    def dev_count(self, seat: int) -> int:
        return bin(self.devs[seat]).count("1")

    def monument_boxes(self, seat: int, monument: str) -> int:
        return self.mon[seat * NMON + D.MON_INDEX[monument]]

    def monument_done(self, seat: int, m: int) -> bool:
        return self.mon[seat * NMON + m] >= D.MON_BOXES[m]

    def monuments_built(self) -> int:
        """How many monuments have been finished by at least one player."""
        return sum(1 for s in self.mon_first if s >= 0)

    def port_boxes(self, seat: int) -> list[tuple[bool, int, int]]:
        """Ports 2..6 as drawn on the sheet: (population box filled, urns filled, urns in all)."""
        out = []
        before = 0
        for j, urns in enumerate(D.PORT_URNS):
            filled = max(0, min(urns, self.urns[seat] - before))
            out.append((self.port_pop[seat] > j, filled, urns))
            before += urns
        return out

    def province_boxes(self, seat: int) -> list[tuple[int, int]]:
        """Provinces 2..6 as drawn on the sheet: (boxes filled, boxes in all)."""
        out = []
        before = 0
        for boxes in D.PROVINCE_BOXES:
            out.append((max(0, min(boxes, self.prov_boxes[seat] - before)), boxes))
            before += boxes
        return out

    def empire_dice(self, seat: int) -> int:
        return min(D.EMPIRE_DICE_TOP, max(self.ports[seat], self.provinces[seat]))

    def strength(self, seat: int) -> int:
        """Armies plus the battle bonuses of Formations and Navy."""
        devs = self.devs[seat]
        total = self.army[seat]
        if devs & FORMATIONS:
            total += D.FORMATIONS_BONUS
        if devs & NAVY:
            total += D.NAVY_PER_SHIP * self.ships[seat]
        return total

    def innovation_value(self, seat: int) -> int:
        return D.METALLURGY_VALUE if self.devs[seat] & METALLURGY else D.INNOVATION_VALUE

    def dev_cost(self, seat: int, dev: str) -> int:
        i = D.DEV_INDEX[dev]
        cost = DEV_COST[i]
        if DEV_STARRED[i] and self.devs[seat] & ROADS:
            cost -= D.ROADS_DISCOUNT
        return cost

    def means(self, seat: int) -> int:
        """What the seat can spend on a development now: goods, innovations and wealth at their values."""
        return self.goods[seat] + self.innov * self.innovation_value(seat) + self.wealth[seat] * D.WEALTH_VALUE

    def store_rate(self, seat: int) -> int:
        return D.COINAGE_GOODS_PER_WEALTH if self.devs[seat] & COINAGE else D.GOODS_PER_WEALTH

    def food_adjust(self, seat: int) -> int:
        """What each food die gains or loses this turn: the fate die, Irrigation and Aqueducts."""
        adjust = D.FATE_FOOD.get(self.fate, 0)
        devs = self.devs[seat]
        if devs & IRRIGATION:
            adjust += 1
        if devs & AQUEDUCTS:
            adjust += 2
        return adjust

    def choice_amount(self, seat: int, use: str) -> int:
        """What a "2 food or 2 population" die gives this turn taken as `use` (the food adjusted)."""
        return 2 if use == "population" else max(0, 2 + self.food_adjust(seat))

    def skull_faces(self) -> int:
        return self.dice.count("skull") + (self.fate == "skull")

    def pegged_positions(self, seat: int) -> int:
        return self.food[seat] + self.army[seat] + self.goods[seat] + self.ships[seat] + self.wealth[seat]

    def mark_skulls(self, seat: int, count: int) -> None:
        self.skulls[seat] = min(D.SKULL_TOP, self.skulls[seat] + count)

    def gain_tribute(self, seat: int, count: int) -> None:
        self.tribute[seat] = min(D.TRIBUTE_TOP, self.tribute[seat] + count)

    def invariant_problems(self) -> list[str]:
        """Pegs and tracks within their rows, ports and provinces as their boxes say, a flow of one turn
        frame with at most a tribute answer on top."""
        problems = []
        for s in range(self.n):
            for peg in D.PEG_NAMES:
                if not 0 <= getattr(self, peg)[s] <= TOP[peg]:
                    problems.append(f"seat {s}: {peg} {getattr(self, peg)[s]} off its row")
            if not (0 <= self.tribute[s] <= D.TRIBUTE_TOP and 0 <= self.skulls[s] <= D.SKULL_TOP
                    and 1 <= self.conquest[s] <= D.CONQUEST_TOP):
                problems.append(f"seat {s}: a track out of its boxes")
            if self.provinces[s] != 1 + sum(1 for c in D.PROVINCE_CUM if self.prov_boxes[s] >= c):
                problems.append(f"seat {s}: {self.provinces[s]} provinces for {self.prov_boxes[s]} boxes")
        if self.pop < 0 or self.innov < 0:
            problems.append("negative population or innovations")
        steps = [frame[0] for frame in self.flow]
        if len(steps) > 2 or (len(steps) == 2 and steps != ["battles", "tribute"]) or "tribute" in steps[:-1]:
            problems.append(f"a flow of {steps}")
        return problems

    # ------------------------------------------------------------------ why not now
    def not_now(self) -> str:
        """An action of another step: which step it is now, in the rulebook's words."""
        from dawnofempires_gui.games.iron.words import STEP_WORDS

        step = self.step()
        return f"Now is the {STEP_WORDS.get(step, step)} step, not the time for that."
