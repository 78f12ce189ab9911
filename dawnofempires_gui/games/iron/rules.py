"""Roll Through the Ages: The Iron Age — the rules model (pure Python, never Qt).

Tables come from resources/iron/*.toml through `data` (dice faces, developments, monuments, disasters,
score sheet). Seat 0 is the start player; seats are in clockwise order. One seat plays the solitaire game.

STATE (plain attributes; lists are indexed by seat unless said otherwise)
  n                  number of seats; solo: True for one seat (8 rounds, solitaire rules)
  length             "short" or "full" (end conditions)
  round              0 during setup, then 1, 2, ...
  active             the seat whose turn it is (during "tribute" another seat answers, see to_move())
  stage              "setup" | "roll" | "leadership" | "omens" | "choose" | "conquest" | "tribute" |
                     "build" | "buy" | "store" | "over"   (phase() gives it in words)
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
    asked              during "tribute": the opponent deciding whether to give a good (-1 otherwise)
    demand_queue       opponents still to compare in the tribute demand; demand_total: the demander's total

ACTIONS (engine Action kind + args; die index -1 means the fate die)
  setup_port / setup_province           setup, in seat order: the second port or the second province
  roll                                  roll (first roll: every die; later: every die not kept, not a skull)
  keep(die) / release(die)              mark a die to keep or to re-roll before the next roll
  stop                                  keep every result (after the 1st or 2nd roll)
  leadership(die) / skip_leadership     Leadership: re-roll one die after the last roll
  omens(die, face) / skip_omens         Omens showing: set one die (skull or fate die included) to a face
  take(die, use="food"|"population")    the "2 food or 2 population" face of that die
  conquer / no_conquest                 a Conquest fate result: battle the neighbouring tribe or not
  give_good / refuse_good               by the ASKED opponent's seat: give 1 good to stop the tribute
  province | port_pop | urn | port      build: fill a province box (1 population), a port's population box,
                                        one urn (1 good), or the whole next port at once (its remaining needs)
  monument(monument) | architecture(monument)   1 population: one box; Architecture: 2 population, 3 boxes
  army | ship | granary                 1 population + 1 food; 2 goods (Shipmaking bought earlier);
                                        Granaries: 1 good -> 1 food
  end_build                             go on to buying a development
  buy(dev, goods, innovations, wealth)  pay exactly that (no change; only payments without a spare unit
                                        are offered); skip_buy
  store(sets)                           turn sets of 4 goods (3 with Coinage) into 1 wealth each
  end_turn                              end the turn (innovations and population left over are lost)
Stages without any choice are passed over by the model (e.g. no food-or-population face, nothing to build).

QUERIES FOR THE BOARD (no state change)
  phase()                 "Round 3 · Ana · Build"; describe(action) and why_illegal(seat, action) give the words
  score_parts(seat)       running score by category (Monuments, Developments, Development bonuses, Wealth,
                          Tribute, Skulls as a negative number); score(seat) is its sum; scores() the ScoreSheet
  port_boxes(seat)        ports 2..6: (population box filled, urns filled, urns in all)
  province_boxes(seat)    provinces 2..6: (boxes filled, boxes in all)
  monument_boxes(seat, id), mon_first; strength(seat) (armies + Formations + Navy); empire_dice(seat)
  payments(seat, dev)     every (goods, innovations, wealth) the buy step accepts for that development;
                          dev_cost(seat, dev) (Roads applied); innovation_value(seat); store_rate(seat)
  end_conditions()        the end conditions met so far (the game ends when the round in progress is over)
Events: Event(text, seat, kind) with kind in roll, omens, collect, feed, disaster, battle, tribute, build,
  monument, develop, store, setup, round, end; every roll (a new draw) is marked reveals=True.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.game import Event, Game, ScoreSheet, Seat
from dawnofempires_gui.games.iron import data as D

FATE = -1  # die index of the fate die in actions

_DEV_BIT = {d: 1 << i for i, d in enumerate(D.DEV_IDS)}
LEADERSHIP = _DEV_BIT["leadership"]
GRANARIES = _DEV_BIT["granaries"]
DYEWORKS = _DEV_BIT["dyeworks"]
FORMATIONS = _DEV_BIT["formations"]
MEDICINE = _DEV_BIT["medicine"]
SHIPMAKING = _DEV_BIT["shipmaking"]
IRRIGATION = _DEV_BIT["irrigation"]
METALLURGY = _DEV_BIT["metallurgy"]
RELIGION = _DEV_BIT["religion"]
ARCHITECTURE = _DEV_BIT["architecture"]
COINAGE = _DEV_BIT["coinage"]
AQUEDUCTS = _DEV_BIT["aqueducts"]
NAVY = _DEV_BIT["navy"]
ROADS = _DEV_BIT["roads"]
CITIZENSHIP = _DEV_BIT["citizenship"]
EMPIRE = _DEV_BIT["empire"]
COMMERCE = _DEV_BIT["commerce"]
IMMUNITY = {"religion": RELIGION, "medicine": MEDICINE, "citizenship": CITIZENSHIP}
WALLS = D.MON_INDEX["walls"]
NMON = len(D.MON_IDS)
TOP = D.PEG_TOP
FOOD_TOP, ARMY_TOP, GOODS_TOP, SHIPS_TOP, WEALTH_TOP = (TOP[k] for k in ("food", "army", "goods", "ships", "wealth"))
NDEV = len(D.DEV_IDS)

STAGE_WORDS = {
    "setup": "Setup",
    "roll": "Roll",
    "leadership": "Leadership re-roll",
    "omens": "Omens",
    "choose": "Food or population",
    "conquest": "Conquest",
    "tribute": "Tribute demand",
    "build": "Build",
    "buy": "Buy a development",
    "store": "Store goods",
}

_CACHE: dict[tuple, Action] = {}


def _act(kind: str, **args: Any) -> Action:
    key = (kind, *sorted(args.items()))
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = Action(kind, **args)
    return action


ROLL, STOP = _act("roll"), _act("stop")
SKIP_LEADERSHIP, SKIP_OMENS = _act("skip_leadership"), _act("skip_omens")
CONQUER, NO_CONQUEST = _act("conquer"), _act("no_conquest")
GIVE_GOOD, REFUSE_GOOD = _act("give_good"), _act("refuse_good")
PROVINCE, PORT_POP, URN, PORT = _act("province"), _act("port_pop"), _act("urn"), _act("port")
ARMY, SHIP, GRANARY, END_BUILD = _act("army"), _act("ship"), _act("granary"), _act("end_build")
SKIP_BUY, END_TURN = _act("skip_buy"), _act("end_turn")
SETUP_PORT, SETUP_PROVINCE = _act("setup_port"), _act("setup_province")


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


class IronAge(Game):
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
        self.stage = "setup"
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
        self.asked = -1
        self.demand_queue: list[int] = []
        self.demand_total = 0

    # ------------------------------------------------------------------ cheap copies
    def clone(self) -> IronAge:
        other = IronAge.__new__(IronAge)
        d = other.__dict__
        d.update(self.__dict__)
        d["rng"] = self.rng.clone()
        for name in ("food", "army", "goods", "ships", "wealth", "ports", "provinces", "port_pop", "urns",
                     "prov_boxes", "setup_choice", "mon", "mon_first", "devs", "tribute", "skulls", "conquest",
                     "dice", "kept", "choice", "demand_queue"):
            d[name] = self.__dict__[name][:]
        d["options"] = dict(self.options)
        return other

    # ------------------------------------------------------------------ small queries
    def has_dev(self, seat: int, dev: str) -> bool:
        return bool(self.devs[seat] & _DEV_BIT[dev])

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
        info = D.DEV_BY_ID[dev]
        cost = int(info["cost"])
        if info.get("starred") and self.devs[seat] & ROADS:
            cost -= D.ROADS_DISCOUNT
        return cost

    def store_rate(self, seat: int) -> int:
        return D.COINAGE_GOODS_PER_WEALTH if self.devs[seat] & COINAGE else D.GOODS_PER_WEALTH

    def skull_faces(self) -> int:
        return self.dice.count("skull") + (self.fate == "skull")

    def pegged_positions(self, seat: int) -> int:
        return self.food[seat] + self.army[seat] + self.goods[seat] + self.ships[seat] + self.wealth[seat]

    def score_parts(self, seat: int) -> dict[str, int]:
        """The running score, in the categories of the final tally."""
        mons = 0
        built = 0
        base = seat * NMON
        for m in range(NMON):
            if self.mon[base + m] >= D.MON_BOXES[m]:
                built += 1
                mons += D.MON_FIRST[m] if self.mon_first[m] == seat else D.MON_LATER[m]
        devs = self.devs[seat]
        dev_points = 0
        for i, info in enumerate(D.DEVELOPMENTS):
            if devs >> i & 1:
                dev_points += int(info["points"])
        bonus = 0
        ships = self.ships[seat]
        if devs & SHIPMAKING:
            bonus += ships
        if devs & AQUEDUCTS:
            bonus += self.food[seat] // 3
        if devs & NAVY:
            bonus += ships
        if devs & CITIZENSHIP:
            bonus += 3 * built
        if devs & EMPIRE:
            bonus += self.provinces[seat] + self.army[seat]
        if devs & COMMERCE:
            bonus += self.ports[seat] + ships
        return {
            "Monuments": mons,
            "Developments": dev_points,
            "Development bonuses": bonus,
            "Wealth": D.WEALTH_POINTS * self.wealth[seat],
            "Tribute": self.tribute[seat],
            "Skulls": -self.skulls[seat],
        }

    def score(self, seat: int) -> int:
        return sum(self.score_parts(seat).values())

    # ------------------------------------------------------------------ contract
    def to_move(self) -> list[int]:
        if self.stage == "over":
            return []
        if self.stage == "tribute":
            return [self.asked]
        return [self.active]

    def is_over(self) -> bool:
        return self.stage == "over"

    def phase(self) -> str:
        name = self.seat_name(self.active)
        if self.stage == "over":
            return "Game over"
        if self.stage == "setup":
            return f"Setup · {name} · choose a port or a province"
        if self.stage == "tribute":
            return f"Round {self.round} · {self.seat_name(self.asked)} answers {name}'s tribute demand"
        return f"Round {self.round} · {name} · {STAGE_WORDS[self.stage]}"

    def legal_actions(self, seat: int) -> list[Action]:
        stage = self.stage
        if stage == "over" or seat not in self.to_move():
            return []
        if stage == "roll":
            return self._roll_actions()
        if stage == "build":
            return self._build_actions(seat)
        if stage == "buy":
            return self._buy_actions(seat) + [SKIP_BUY]
        if stage == "store":
            return self._store_actions(seat) + [END_TURN]
        if stage == "choose":
            out = []
            for i, face in enumerate(self.dice):
                if face == "choice" and not self.choice[i]:
                    out.append(_act("take", die=i, use="food"))
                    out.append(_act("take", die=i, use="population"))
            return out
        if stage == "omens":
            out = []
            for i, face in enumerate(self.dice):
                for f in D.EMPIRE_IDS:
                    if f != face:
                        out.append(_act("omens", die=i, face=f))
            for f in D.FATE_IDS:
                if f != self.fate:
                    out.append(_act("omens", die=FATE, face=f))
            out.append(SKIP_OMENS)
            return out
        if stage == "leadership":
            return [_act("leadership", die=i) for i in range(len(self.dice))] + [_act("leadership", die=FATE), SKIP_LEADERSHIP]
        if stage == "conquest":
            return [CONQUER, NO_CONQUEST]
        if stage == "tribute":
            return [GIVE_GOOD, REFUSE_GOOD]
        if stage == "setup":
            return [SETUP_PORT, SETUP_PROVINCE]
        return []

    def _roll_actions(self) -> list[Action]:
        if self.rolls == 0:
            return [ROLL]
        out = []
        free = False
        for i, face in enumerate(self.dice):
            if face != "skull":
                if self.kept[i]:
                    out.append(_act("release", die=i))
                else:
                    free = True
                    out.append(_act("keep", die=i))
        if self.fate != "skull":
            if self.fate_kept:
                out.append(_act("release", die=FATE))
            else:
                free = True
                out.append(_act("keep", die=FATE))
        if free:
            out.append(ROLL)
        out.append(STOP)
        return out

    def _next_port(self, seat: int) -> tuple[int, int, int]:
        """(index among ports 2..6, population still needed, urns still needed) of the next port."""
        j = self.ports[seat] - 1
        if j >= len(D.PORT_URNS):
            return -1, 0, 0
        return j, (1 if self.port_pop[seat] <= j else 0), max(0, D.URNS_CUM[j] - self.urns[seat])

    def _build_actions(self, seat: int) -> list[Action]:
        out = []
        pop = self.pop
        goods = self.goods[seat]
        devs = self.devs[seat]
        if pop >= 1:
            if self.prov_boxes[seat] < D.TOTAL_PROVINCE_BOXES:
                out.append(PROVINCE)
            if self.port_pop[seat] < len(D.PORT_URNS):
                out.append(PORT_POP)
        if goods >= 1 and self.urns[seat] < D.TOTAL_URNS:
            out.append(URN)
        j, need_pop, need_urns = self._next_port(seat)
        if j >= 0 and need_pop + need_urns >= 2 and pop >= need_pop and goods >= need_urns:
            out.append(PORT)
        if pop >= 1:
            base = seat * NMON
            arch = devs & ARCHITECTURE and pop >= 2
            for m in range(NMON):
                left = D.MON_BOXES[m] - self.mon[base + m]
                if left > 0:
                    out.append(_act("monument", monument=D.MON_IDS[m]))
                    if arch and left >= 3:
                        out.append(_act("architecture", monument=D.MON_IDS[m]))
            if self.food[seat] >= 1 and self.army[seat] < ARMY_TOP:
                out.append(ARMY)
        if devs & SHIPMAKING and goods >= 2 and self.ships[seat] < SHIPS_TOP:
            out.append(SHIP)
        if devs & GRANARIES and goods >= 1 and self.food[seat] < FOOD_TOP:
            out.append(GRANARY)
        out.append(END_BUILD)
        return out

    def payments(self, seat: int, dev: str) -> list[tuple[int, int, int]]:
        """Every payment (goods, innovations, wealth) reaching the cost with no unit to spare."""
        cost = self.dev_cost(seat, dev)
        value = self.innovation_value(seat)
        goods = self.goods[seat]
        out = []
        for w in range(self.wealth[seat] + 1):
            if w and (w - 1) * D.WEALTH_VALUE >= cost:
                break
            for i in range(self.innov + 1):
                paid = w * D.WEALTH_VALUE + i * value
                if i and paid - value >= cost:
                    break
                if paid >= cost:
                    if w and paid - D.WEALTH_VALUE >= cost:
                        continue
                    out.append((0, i, w))
                elif cost - paid <= goods:
                    out.append((cost - paid, i, w))
        return out

    def _buy_actions(self, seat: int) -> list[Action]:
        if self.bought:
            return []
        out = []
        owned = self.devs[seat]
        for dev in D.DEV_IDS:
            if owned & _DEV_BIT[dev]:
                continue
            for g, i, w in self.payments(seat, dev):
                out.append(_act("buy", dev=dev, goods=g, innovations=i, wealth=w))
        return out

    def _store_actions(self, seat: int) -> list[Action]:
        most = min(self.goods[seat] // self.store_rate(seat), WEALTH_TOP - self.wealth[seat])
        return [_act("store", sets=k) for k in range(1, most + 1)]

    # ------------------------------------------------------------------ applying
    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        ev: list[Event] = []
        name = self.seat_name(seat)
        if kind == "roll":
            self._roll(ev)
        elif kind in ("keep", "release"):
            die = action["die"]
            if die == FATE:
                self.fate_kept = kind == "keep"
            else:
                self.kept[die] = kind == "keep"
        elif kind == "stop":
            ev.append(Event(f"{name} keeps the dice: {self._dice_words()}.", seat, "roll"))
            self._finish_rolling(ev)
        elif kind in ("leadership", "skip_leadership"):
            if kind == "leadership":
                die = action["die"]
                if die == FATE:
                    self.fate = D.FATE_IDS[self.rng.below(len(D.FATE_IDS))]
                else:
                    self.dice[die] = D.EMPIRE_IDS[self.rng.below(len(D.EMPIRE_IDS))]
                ev.append(Event(f"{name} re-rolls {self._die_label(die)} with Leadership: {self._dice_words()}.", seat, "roll"))
            self._after_leadership(ev)
        elif kind in ("omens", "skip_omens"):
            if kind == "omens":
                die, face = action["die"], action["face"]
                before = self._die_label(die)
                if die == FATE:
                    self.fate = face
                else:
                    self.dice[die] = face
                ev.append(Event(f"{name} uses the Omens to turn {before} to {self._face_name(die, face)}.", seat, "omens"))
            self._after_omens(ev)
        elif kind == "take":
            self.choice[action["die"]] = action["use"]
            if all(c or f != "choice" for c, f in zip(self.choice, self.dice)):
                self._collect(ev)
        elif kind in ("conquer", "no_conquest"):
            if kind == "conquer":
                self._battle(seat, self.conquest[seat], "the neighbouring tribe", ev, conquest=True)
            else:
                ev.append(Event(f"{name} does not attack the neighbouring tribe.", seat, "battle"))
            self._enter_build(ev)
        elif kind in ("give_good", "refuse_good"):
            active = self.active
            if kind == "give_good":
                self.goods[seat] -= 1
                self.goods[active] = min(GOODS_TOP, self.goods[active] + 1)
                ev.append(Event(f"{name} gives {self.seat_name(active)} 1 good instead of tribute.", seat, "tribute"))
            else:
                self._gain_demand(seat, ev)
            self.asked = -1
            self._continue_demand(ev)
        elif kind == "setup_port" or kind == "setup_province":
            self._setup_choice(seat, kind == "setup_port", ev)
        elif kind == "end_build":
            self.pop = 0
            self._enter_buy(ev)
        elif kind == "buy":
            self._buy(seat, action, ev)
        elif kind == "skip_buy":
            self._enter_store(ev)
        elif kind == "store":
            sets = action["sets"]
            self.goods[seat] -= sets * self.store_rate(seat)
            self.wealth[seat] += sets
            ev.append(Event(f"{name} stores {_plural(sets * self.store_rate(seat), 'good')} as {sets} wealth.", seat, "store"))
            self._enter_store(ev)
        elif kind == "end_turn":
            self._end_turn(ev)
        else:
            self._build(seat, action, ev)
        return ev

    # --- setup
    def _setup_choice(self, seat: int, port: bool, ev: list[Event]) -> None:
        name = self.seat_name(seat)
        if port:
            self.setup_choice[seat] = "port"
            self.port_pop[seat] = 1
            self.urns[seat] = D.URNS_CUM[0]
            self.ports[seat] = 2
            ev.append(Event(f"{name} builds a second port.", seat, "setup"))
        else:
            self.setup_choice[seat] = "province"
            self.prov_boxes[seat] = D.PROVINCE_CUM[0]
            self.provinces[seat] = 2
            self.army[seat] = min(ARMY_TOP, self.army[seat] + D.PROVINCE_ARMIES)
            self.tribute[seat] = min(D.TRIBUTE_TOP, self.tribute[seat] + D.PROVINCE_TRIBUTE[0])
            ev.append(Event(f"{name} builds a second province: {self.army[seat]} armies and 1 tribute.", seat, "setup"))
        if seat + 1 < self.n:
            self.active = seat + 1
        else:
            self.round = 1
            ev.append(Event("Round 1 begins.", None, "round"))
            self._start_turn(0, ev)

    # --- step 1: rolling
    def _start_turn(self, seat: int, ev: list[Event]) -> None:
        self.active = seat
        self.stage = "roll"
        k = self.empire_dice(seat)
        self.dice = [""] * k
        self.kept = [False] * k
        self.choice = [""] * k
        self.fate = ""
        self.fate_kept = False
        self.rolls = 0
        self.pop = 0
        self.innov = 0
        self.bought = False
        self.asked = -1
        self.demand_queue = []
        self.demand_total = 0

    def _face_name(self, die: int, face: str) -> str:
        return D.FATE_NAMES[face] if die == FATE else D.EMPIRE_NAMES[face]

    def _die_label(self, die: int) -> str:
        if die == FATE:
            return f"the fate die ({D.FATE_NAMES.get(self.fate, 'not rolled')})"
        return f"die {die + 1} ({D.EMPIRE_NAMES.get(self.dice[die], 'not rolled')})"

    def _dice_words(self) -> str:
        faces = ", ".join(D.EMPIRE_NAMES[f] for f in self.dice)
        return f"{faces}; fate: {D.FATE_NAMES[self.fate]}"

    def _roll(self, ev: list[Event]) -> None:
        rng = self.rng
        first = self.rolls == 0
        nfaces = len(D.EMPIRE_IDS)
        for i, face in enumerate(self.dice):
            if first or (face != "skull" and not self.kept[i]):
                self.dice[i] = D.EMPIRE_IDS[rng.below(nfaces)]
        if first or (self.fate != "skull" and not self.fate_kept):
            self.fate = D.FATE_IDS[rng.below(len(D.FATE_IDS))]
        self.rolls += 1
        name = self.seat_name(self.active)
        verb = "rolls" if first else "re-rolls"
        ev.append(Event(f"{name} {verb}: {self._dice_words()}.", self.active, "roll", reveals=True))
        if self.rolls >= 3:
            self._finish_rolling(ev)
        elif all(f == "skull" for f in self.dice) and self.fate == "skull":
            self._finish_rolling(ev)

    def _finish_rolling(self, ev: list[Event]) -> None:
        self.kept = [False] * len(self.dice)
        self.fate_kept = False
        if self.devs[self.active] & LEADERSHIP:
            self.stage = "leadership"
        else:
            self._after_leadership(ev)

    def _after_leadership(self, ev: list[Event]) -> None:
        if self.fate == "omens":
            self.stage = "omens"
        else:
            self._after_omens(ev)

    def _after_omens(self, ev: list[Event]) -> None:
        self.choice = [""] * len(self.dice)
        if "choice" in self.dice:
            self.stage = "choose"
        else:
            self._collect(ev)

    # --- step 1: collecting
    def _collect(self, ev: list[Event]) -> None:
        seat = self.active
        devs = self.devs[seat]
        ports = self.ports[seat]
        adjust = D.FATE_FOOD.get(self.fate, 0)
        if devs & IRRIGATION:
            adjust += 1
        if devs & AQUEDUCTS:
            adjust += 2
        goods = food = pop = innov = 0
        for i, face in enumerate(self.dice):
            if face == "goods":
                goods += ports
            elif face == "food3":
                food += max(0, 3 + adjust)
            elif face == "pop3":
                pop += 3
            elif face == "choice":
                if self.choice[i] == "population":
                    pop += 2
                else:
                    food += max(0, 2 + adjust)
            elif face == "innovation":
                innov += 1
            else:  # skull: 1 good and 1 population
                goods += 1
                pop += 1
        if self.fate == "skull":
            goods += 1
            pop += 1
        if devs & DYEWORKS:
            goods += 1
        new_goods = min(GOODS_TOP, self.goods[seat] + goods)
        lost_goods = self.goods[seat] + goods - new_goods
        new_food = min(FOOD_TOP, self.food[seat] + food)
        lost_food = self.food[seat] + food - new_food
        self.goods[seat] = new_goods
        self.food[seat] = new_food
        self.pop = pop
        self.innov = innov
        parts = [
            _plural(goods, "good") + (f" ({lost_goods} lost)" if lost_goods else ""),
            _plural(food, "food", "food") + (f" ({lost_food} lost)" if lost_food else ""),
            _plural(pop, "population", "population"),
            _plural(innov, "innovation"),
        ]
        ev.append(Event(f"{self.seat_name(seat)} collects {', '.join(parts)}.", seat, "collect"))
        self._feed_and_disasters(ev)

    # --- step 2
    def _mark_skulls(self, seat: int, count: int) -> None:
        self.skulls[seat] = min(D.SKULL_TOP, self.skulls[seat] + count)

    def _feed_and_disasters(self, ev: list[Event]) -> None:
        seat = self.active
        name = self.seat_name(seat)
        need = self.provinces[seat]
        have = self.food[seat]
        if have >= need:
            self.food[seat] = have - need
            ev.append(Event(f"{name} feeds {_plural(need, 'province')}.", seat, "feed"))
        else:
            unfed = need - have
            self.food[seat] = 0
            self._mark_skulls(seat, unfed * D.FAMINE_SKULLS)
            ev.append(Event(f"Famine: {name} cannot feed {_plural(unfed, 'province')} and fills in "
                            f"{_plural(unfed * D.FAMINE_SKULLS, 'skull')}.", seat, "disaster"))
        skulls = self.skull_faces()
        if skulls:
            dis = D.DISASTER_BY_SKULLS[min(skulls, D.MAX_DISASTER_SKULLS)]
            self._disaster(seat, dis, ev)
        self._battles_step(ev)

    def _disaster(self, seat: int, dis: dict[str, Any], ev: list[Event]) -> None:
        name = self.seat_name(seat)
        did = dis["id"]
        immune = dis.get("immune", "")
        if did == "barbarians":
            if self.monument_done(seat, WALLS):
                ev.append(Event(f"Barbarians attack {name}, who is safe behind the Walls.", seat, "disaster"))
            else:
                ev.append(Event(f"Barbarians attack {name}!", seat, "disaster"))
                self._battle(seat, int(dis["battle"]), "the Barbarians", ev)
            return
        if did == "invasion":
            ev.append(Event(f"Invasion! Every player battles an army of {dis['battle']}.", seat, "disaster"))
            for k in range(self.n):
                s = (seat + k) % self.n
                self._battle(s, int(dis["battle"]), "the Invasion", ev)
            return
        bit = IMMUNITY.get(immune, 0)
        marks = int(dis["marks"])
        if dis.get("opponents"):
            victims = [seat] if self.solo else [(seat + k) % self.n for k in range(1, self.n)]
            for s in victims:
                if self.devs[s] & bit:
                    ev.append(Event(f"Pestilence: {self.seat_name(s)} is protected by Medicine.", s, "disaster"))
                else:
                    self._mark_skulls(s, marks)
                    ev.append(Event(f"Pestilence: {self.seat_name(s)} fills in {_plural(marks, 'skull')}.", s, "disaster"))
            return
        dev_name = D.DEV_BY_ID[immune]["name"]
        if self.devs[seat] & bit:
            ev.append(Event(f"{dis['name']}: {name} is protected by {dev_name}.", seat, "disaster"))
        else:
            self._mark_skulls(seat, marks)
            ev.append(Event(f"{dis['name']}: {name} fills in {_plural(marks, 'skull')}.", seat, "disaster"))

    # --- step 3
    def _battle(self, seat: int, against: int, foe: str, ev: list[Event], conquest: bool = False) -> None:
        name = self.seat_name(seat)
        total = self.strength(seat)
        if total > against:
            gain = total - against
            self.tribute[seat] = min(D.TRIBUTE_TOP, self.tribute[seat] + gain)
            result = f"wins and gains {gain} tribute"
            if conquest and self.conquest[seat] < D.CONQUEST_TOP:
                self.conquest[seat] += 1
                result += " and fills in a Conquest box"
        elif total < against:
            loss = against - total
            self._mark_skulls(seat, loss)
            result = f"loses and fills in {_plural(loss, 'skull')}"
        else:
            result = "ties"
        losses = []
        if self.army[seat] > 0:
            self.army[seat] -= 1
            losses.append("1 army")
        if self.devs[seat] & NAVY and self.ships[seat] > 0:
            self.ships[seat] -= 1
            losses.append("1 ship")
        lost = f"; {' and '.join(losses)} lost" if losses else ""
        ev.append(Event(f"{name} battles {foe}: {total} against {against}, {result}{lost}.", seat, "battle"))

    def _battles_step(self, ev: list[Event]) -> None:
        seat = self.active
        if self.fate == "conquest":
            if self.army[seat] >= 1:
                self.stage = "conquest"
                return
            ev.append(Event(f"{self.seat_name(seat)} has no army to attack the neighbouring tribe.", seat, "battle"))
        elif self.fate == "tribute":
            self._start_demand(ev)
            return
        self._enter_build(ev)

    def _start_demand(self, ev: list[Event]) -> None:
        seat = self.active
        name = self.seat_name(seat)
        total = self.strength(seat)
        self.demand_total = total
        if self.solo:
            other = self.round
            if total > other:
                gain = total - other
                self.tribute[seat] = min(D.TRIBUTE_TOP, self.tribute[seat] + gain)
                ev.append(Event(f"{name} demands tribute: {total} against {other}, gains {gain} tribute.", seat, "tribute"))
            else:
                ev.append(Event(f"{name} demands tribute: {total} against {other}, no tribute.", seat, "tribute"))
            self._enter_build(ev)
            return
        ev.append(Event(f"{name} demands tribute with a strength of {total}.", seat, "tribute"))
        self.demand_queue = [(seat + k) % self.n for k in range(1, self.n)]
        self._continue_demand(ev)

    def _gain_demand(self, opp: int, ev: list[Event]) -> None:
        seat = self.active
        gain = self.demand_total - self.strength(opp)
        self.tribute[seat] = min(D.TRIBUTE_TOP, self.tribute[seat] + gain)
        ev.append(Event(f"{self.seat_name(seat)} gains {gain} tribute from {self.seat_name(opp)} "
                        f"({self.demand_total} against {self.strength(opp)}).", seat, "tribute"))

    def _continue_demand(self, ev: list[Event]) -> None:
        while self.demand_queue:
            opp = self.demand_queue.pop(0)
            theirs = self.strength(opp)
            if self.demand_total > theirs:
                if self.goods[opp] > 0:
                    self.stage = "tribute"
                    self.asked = opp
                    return
                self._gain_demand(opp, ev)
            else:
                ev.append(Event(f"{self.seat_name(opp)} is not weaker ({theirs} against {self.demand_total}): no tribute.", opp, "tribute"))
        self.asked = -1
        self._enter_build(ev)

    # --- step 4
    def _enter_build(self, ev: list[Event]) -> None:
        self.stage = "build"
        if len(self._build_actions(self.active)) == 1:
            self.pop = 0
            self._enter_buy(ev)

    def _fill_port_check(self, seat: int, ev: list[Event]) -> None:
        while True:
            j = self.ports[seat] - 1
            if j >= len(D.PORT_URNS) or self.port_pop[seat] <= j or self.urns[seat] < D.URNS_CUM[j]:
                return
            self.ports[seat] += 1
            extra = " and gains an empire die" if self.ports[seat] > self.provinces[seat] else ""
            ev.append(Event(f"{self.seat_name(seat)} completes port {self.ports[seat]}{extra}.", seat, "build"))

    def _build(self, seat: int, action: Action, ev: list[Event]) -> None:
        kind = action.kind
        name = self.seat_name(seat)
        if kind == "province":
            self.pop -= 1
            self.prov_boxes[seat] += 1
            j = self.provinces[seat] - 1
            if self.prov_boxes[seat] >= D.PROVINCE_CUM[j]:
                self.provinces[seat] += 1
                self.army[seat] = min(ARMY_TOP, self.army[seat] + D.PROVINCE_ARMIES)
                trib = D.PROVINCE_TRIBUTE[j]
                self.tribute[seat] = min(D.TRIBUTE_TOP, self.tribute[seat] + trib)
                extra = " and gains an empire die" if self.provinces[seat] > self.ports[seat] else ""
                ev.append(Event(f"{name} completes province {self.provinces[seat]}: {D.PROVINCE_ARMIES} armies and "
                                f"{trib} tribute{extra}.", seat, "build"))
            else:
                ev.append(Event(f"{name} fills in a province box.", seat, "build"))
        elif kind == "port_pop":
            self.pop -= 1
            self.port_pop[seat] += 1
            ev.append(Event(f"{name} fills in the population box of port {self.port_pop[seat] + 1}.", seat, "build"))
            self._fill_port_check(seat, ev)
        elif kind == "urn":
            self.goods[seat] -= 1
            self.urns[seat] += 1
            ev.append(Event(f"{name} pays 1 good into a port's urn.", seat, "build"))
            self._fill_port_check(seat, ev)
        elif kind == "port":
            j, need_pop, need_urns = self._next_port(seat)
            self.pop -= need_pop
            self.goods[seat] -= need_urns
            if need_pop:
                self.port_pop[seat] = j + 1 if self.port_pop[seat] <= j else self.port_pop[seat]
            self.urns[seat] += need_urns
            ev.append(Event(f"{name} builds port {j + 2} for {self._port_price(need_pop, need_urns)}.", seat, "build"))
            self._fill_port_check(seat, ev)
        elif kind in ("monument", "architecture"):
            m = D.MON_INDEX[action["monument"]]
            boxes = 3 if kind == "architecture" else 1
            self.pop -= 2 if kind == "architecture" else 1
            at = seat * NMON + m
            self.mon[at] = min(D.MON_BOXES[m], self.mon[at] + boxes)
            mname = D.MONUMENTS[m]["name"]
            if self.mon[at] >= D.MON_BOXES[m]:
                if self.mon_first[m] < 0:
                    self.mon_first[m] = seat
                    ev.append(Event(f"{name} is the first to complete the {mname}: {D.MON_FIRST[m]} points; "
                                    f"later builders score {D.MON_LATER[m]}.", seat, "monument"))
                else:
                    ev.append(Event(f"{name} completes the {mname}: {D.MON_LATER[m]} points.", seat, "monument"))
            else:
                ev.append(Event(f"{name} fills in {_plural(boxes, 'box', 'boxes')} of the {mname} "
                                f"({self.mon[at]} of {D.MON_BOXES[m]}).", seat, "build"))
        elif kind == "army":
            self.pop -= 1
            self.food[seat] -= 1
            self.army[seat] += 1
            ev.append(Event(f"{name} raises an army ({self.army[seat]} armies).", seat, "build"))
        elif kind == "ship":
            self.goods[seat] -= 2
            self.ships[seat] += 1
            ev.append(Event(f"{name} builds a ship ({self.ships[seat]} ships).", seat, "build"))
        elif kind == "granary":
            self.goods[seat] -= 1
            self.food[seat] += 1
            ev.append(Event(f"{name} turns 1 good into 1 food at the Granaries.", seat, "build"))
        else:
            raise ValueError(f"unknown action {kind}")
        if len(self._build_actions(seat)) == 1:
            self.pop = 0
            self._enter_buy(ev)

    @staticmethod
    def _port_price(need_pop: int, need_urns: int) -> str:
        parts = []
        if need_pop:
            parts.append("1 population")
        if need_urns:
            parts.append(_plural(need_urns, "good"))
        return " and ".join(parts)

    # --- step 5
    def _enter_buy(self, ev: list[Event]) -> None:
        self.stage = "buy"
        if not self._buy_actions(self.active):
            self._enter_store(ev)

    def _buy(self, seat: int, action: Action, ev: list[Event]) -> None:
        dev = action["dev"]
        g, i, w = action["goods"], action["innovations"], action["wealth"]
        self.goods[seat] -= g
        self.innov -= i
        self.wealth[seat] -= w
        self.devs[seat] |= _DEV_BIT[dev]
        self.bought = True
        info = D.DEV_BY_ID[dev]
        paid = [p for p in (_plural(g, "good") if g else "", _plural(i, "innovation") if i else "",
                            f"{w} wealth" if w else "") if p]
        ev.append(Event(f"{self.seat_name(seat)} buys {info['name']} ({info['points']} points) for "
                        f"{' and '.join(paid) or 'nothing'}.", seat, "develop"))
        self._enter_store(ev)

    # --- step 6 and the end of the turn
    def _enter_store(self, ev: list[Event]) -> None:
        self.stage = "store"
        if not self._store_actions(self.active):
            self._end_turn(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        seat = self.active
        self.pop = 0
        self.innov = 0
        if seat + 1 < self.n:
            self._start_turn(seat + 1, ev)
            return
        if self._game_ends():
            self.stage = "over"
            self.dice, self.kept, self.choice, self.fate = [], [], [], ""
            sheet = self.scores()
            ev.append(Event("The game is over. " + ", ".join(f"{self.seat_name(s)} {t}" for s, t in enumerate(sheet.totals))
                            + ". Winner: " + " and ".join(self.seat_name(s) for s in sheet.winners) + ".", None, "end"))
            return
        self.round += 1
        ev.append(Event(f"Round {self.round} begins.", None, "round"))
        self._start_turn(0, ev)

    def end_conditions(self) -> list[str]:
        """The game-end conditions met so far (checked after each complete round)."""
        if self.solo:
            return [f"{D.SOLO_ROUNDS} rounds played"] if self.round >= D.SOLO_ROUNDS else []
        cfg = D.END[self.length]
        met = []
        for s in range(self.n):
            if self.dev_count(s) >= cfg["developments"]:
                met.append(f"{self.seat_name(s)} has {cfg['developments']} developments")
            if self.tribute[s] >= cfg["tribute"]:
                met.append(f"{self.seat_name(s)} has {cfg['tribute']} or more tribute")
        if self.monuments_built() >= NMON - cfg["monuments_left"]:
            met.append("enough monuments have been built")
        return met

    def _game_ends(self) -> bool:
        return bool(self.end_conditions())

    # ------------------------------------------------------------------ scores
    def scores(self) -> ScoreSheet:
        n = self.n
        parts = [self.score_parts(s) for s in range(n)]
        totals = [sum(p.values()) for p in parts]
        best = max(totals)
        leaders = [s for s in range(n) if totals[s] == best]
        tie_break = ""
        winners = leaders
        if len(leaders) > 1:
            most = max(self.pegged_positions(s) for s in leaders)
            winners = [s for s in leaders if self.pegged_positions(s) == most]
            tie_break = "Tied on points: the most pegged positions on the pegboard wins."
            if len(winners) > 1:
                tie_break += " Still tied: the victory is shared."
        notes = []
        if self.solo:
            total = totals[0]
            verdict = "beats" if total > D.SOLO_TARGET else ("equals" if total == D.SOLO_TARGET else "falls short of")
            notes.append(f"Solitaire: {total} points {verdict} the target of {D.SOLO_TARGET}.")
        return ScoreSheet(categories=list(parts[0]), points=parts, totals=totals, winners=winners,
                          tie_break=tie_break, notes=notes)

    # ------------------------------------------------------------------ words
    def describe(self, action: Action) -> str:
        kind = action.kind
        seat = self.active
        if kind == "setup_port":
            return "Build your second port (its population box and 2 urns)"
        if kind == "setup_province":
            return "Build your second province (2 more armies, 1 tribute)"
        if kind == "roll":
            return "Roll the dice" if self.rolls == 0 else f"Re-roll the dice not kept (roll {self.rolls + 1} of 3)"
        if kind == "keep":
            return f"Keep {self._die_label(action['die'])}"
        if kind == "release":
            return f"Re-roll {self._die_label(action['die'])}"
        if kind == "stop":
            return "Keep all the dice"
        if kind == "leadership":
            return f"Leadership: re-roll {self._die_label(action['die'])}"
        if kind == "skip_leadership":
            return "Do not use Leadership"
        if kind == "omens":
            return f"Omens: turn {self._die_label(action['die'])} to {self._face_name(action['die'], action['face'])}"
        if kind == "skip_omens":
            return "Do not use the Omens"
        if kind == "take":
            return f"Take die {action['die'] + 1} as 2 {action['use']}"
        if kind == "conquer":
            return f"Attack the neighbouring tribe ({self.strength(seat)} against {self.conquest[seat]})"
        if kind == "no_conquest":
            return "Do not attack"
        if kind == "give_good":
            return f"Give {self.seat_name(seat)} 1 good instead of tribute"
        if kind == "refuse_good":
            return f"Keep your goods; {self.seat_name(seat)} gains tribute"
        if kind == "province":
            return f"Fill in a box of province {self.provinces[seat] + 1} (1 population)"
        if kind == "port_pop":
            return f"Fill in the population box of port {self.port_pop[seat] + 2} (1 population)"
        if kind == "urn":
            return "Fill in a port's urn (1 good)"
        if kind == "port":
            j, need_pop, need_urns = self._next_port(seat)
            return f"Build port {j + 2} ({self._port_price(need_pop, need_urns)})"
        if kind == "monument":
            return f"Fill in a box of the {D.MONUMENTS[D.MON_INDEX[action['monument']]]['name']} (1 population)"
        if kind == "architecture":
            return f"Architecture: fill in 3 boxes of the {D.MONUMENTS[D.MON_INDEX[action['monument']]]['name']} (2 population)"
        if kind == "army":
            return "Raise an army (1 population and 1 food)"
        if kind == "ship":
            return "Build a ship (2 goods)"
        if kind == "granary":
            return "Granaries: turn 1 good into 1 food"
        if kind == "end_build":
            return "Done building"
        if kind == "buy":
            info = D.DEV_BY_ID.get(action["dev"], {"name": action["dev"]})
            paid = [p for p in (_plural(action["goods"], "good") if action["goods"] else "",
                                _plural(action["innovations"], "innovation") if action["innovations"] else "",
                                f"{action['wealth']} wealth" if action["wealth"] else "") if p]
            return f"Buy {info['name']} with {' and '.join(paid) or 'nothing'}"
        if kind == "skip_buy":
            return "Buy no development"
        if kind == "store":
            rate = self.store_rate(seat)
            return f"Store {action['sets'] * rate} goods as {action['sets']} wealth"
        if kind == "end_turn":
            return "End the turn"
        return super().describe(action)

    def why_illegal(self, seat: int, action: Action) -> str:
        try:
            return self._why(seat, action)
        except (KeyError, TypeError, ValueError, IndexError):
            return f"{action.kind.replace('_', ' ').capitalize()} is not a move of this game as given."

    def _why(self, seat: int, action: Action) -> str:
        kind = action.kind
        stage = self.stage
        want = {
            "setup_port": "setup", "setup_province": "setup", "roll": "roll", "keep": "roll", "release": "roll",
            "stop": "roll", "leadership": "leadership", "skip_leadership": "leadership", "omens": "omens",
            "skip_omens": "omens", "take": "choose", "conquer": "conquest", "no_conquest": "conquest",
            "give_good": "tribute", "refuse_good": "tribute", "province": "build", "port_pop": "build",
            "urn": "build", "port": "build", "monument": "build", "architecture": "build", "army": "build",
            "ship": "build", "granary": "build", "end_build": "build", "buy": "buy", "skip_buy": "buy",
            "store": "store", "end_turn": "store",
        }.get(kind)
        if want is None:
            return f"{kind.replace('_', ' ').capitalize()} is not a move of this game."
        if stage == "over":
            return "The game is over."
        if kind == "conquer" and self.fate == "conquest" and self.army[self.active] < 1 and stage in ("build", "buy", "store"):
            return "Attacking the neighbouring tribe needs at least 1 army; you have none."
        if want != stage:
            if kind == "buy" and stage in ("roll", "leadership", "omens", "choose", "conquest", "tribute", "build"):
                return "Developments are bought in step 5, after building."
            if kind == "buy" and stage == "store":
                return "You may buy only one development per turn, before storing goods." if self.bought else \
                    "The buying step is over."
            if kind == "take" and stage == "roll":
                return "Finish rolling first."
            if want == "build" and stage in ("buy", "store"):
                return "The building step is over."
            return f"Now is the {STAGE_WORDS.get(stage, stage)} step, not the time for that."
        seat_p = self.active if stage != "tribute" else self.asked
        if seat != seat_p:
            return f"It is {self.seat_name(seat_p)}'s decision."
        if stage == "roll" and self.rolls == 0 and kind != "roll":
            return "Roll the dice first."
        if kind in ("keep", "release", "leadership", "omens", "take") and not -1 <= action["die"] < len(self.dice):
            return f"There is no die {action['die'] + 1}; you roll {len(self.dice)} empire dice and the fate die (-1)."
        if kind in ("keep", "release"):
            die = action["die"]
            face = self.fate if die == FATE else self.dice[die]
            if self.rolls == 0:
                return "Roll the dice first."
            if face == "skull":
                return "A die showing a skull is set aside and cannot be re-rolled."
            return "That die is already kept." if kind == "keep" else "That die is already to be re-rolled."
        if kind == "roll":
            if self.rolls >= 3:
                return "After the third roll you must keep all your dice."
            return "Every die is kept or shows a skull: there is nothing to re-roll."
        if kind == "take":
            die = action["die"]
            if not 0 <= die < len(self.dice) or self.dice[die] != "choice":
                return "Only a die showing 2 food or 2 population offers that choice."
            if self.choice[die]:
                return "You already chose for that die."
            return "Choose food or population."
        if kind == "omens":
            return "Set a die to a different face of that die."
        if kind == "give_good":
            return "You have no good to give."
        if kind == "buy":
            dev = action["dev"]
            if dev not in D.DEV_BY_ID:
                return f"There is no development called {dev}."
            name = D.DEV_BY_ID[dev]["name"]
            if self.bought:
                return "You may buy only one development per turn."
            if self.devs[seat] & _DEV_BIT[dev]:
                return f"You already have {name}."
            g, i, w = action["goods"], action["innovations"], action["wealth"]
            cost = self.dev_cost(seat, dev)
            value = self.innovation_value(seat)
            can = self.goods[seat] + self.innov * value + self.wealth[seat] * D.WEALTH_VALUE
            if can < cost:
                return f"Buying {name} needs {cost}; you can pay {can}."
            if g < 0 or i < 0 or w < 0:
                return "Payments cannot be negative."
            if g > self.goods[seat]:
                return f"You have only {_plural(self.goods[seat], 'good')}."
            if i > self.innov:
                return f"You have only {_plural(self.innov, 'innovation')} this turn."
            if w > self.wealth[seat]:
                return f"You have only {self.wealth[seat]} wealth."
            paid = g + i * value + w * D.WEALTH_VALUE
            if paid < cost:
                return f"That pays {paid}; {name} costs {cost}."
            return f"No change is given: that pays {paid} for a cost of {cost}; pay without the spare unit."
        if kind == "store":
            rate = self.store_rate(seat)
            sets = action["sets"]
            if sets < 1:
                return "Store at least one set of goods."
            if sets * rate > self.goods[seat]:
                return f"Storing {sets} wealth needs {sets * rate} goods; you have {self.goods[seat]}."
            return f"Your wealth row holds at most {WEALTH_TOP}."
        if stage == "build":
            pop, goods = self.pop, self.goods[seat]
            if kind in ("province", "port_pop", "monument", "army") and pop < 1:
                return f"{self.describe(action).split(' (')[0]} needs 1 population; you have none left."
            if kind == "architecture":
                if not self.devs[seat] & ARCHITECTURE:
                    return "Filling 3 monument boxes with 2 population needs Architecture."
                if pop < 2:
                    return f"Architecture needs 2 population; you have {pop}."
                return "That monument has fewer than 3 boxes left."
            if kind == "province":
                return "All your provinces are built."
            if kind == "port_pop":
                return "All your ports' population boxes are filled in."
            if kind == "urn":
                return "Filling in an urn needs 1 good; you have none." if goods < 1 else "All your ports' urns are filled in."
            if kind == "port":
                j, need_pop, need_urns = self._next_port(seat)
                if j < 0:
                    return "All your ports are built."
                if pop < need_pop:
                    return "Building the next port needs 1 population; you have none left."
                if goods < need_urns:
                    return f"Building port {j + 2} needs {_plural(need_urns, 'good')}; you have {goods}."
                return "Fill in the last box of that port with a single step."
            if kind == "monument":
                return "That monument is complete." if action["monument"] in D.MON_INDEX else "There is no such monument."
            if kind == "army":
                if self.food[seat] < 1:
                    return "An army needs 1 population and 1 food; you have no food."
                return f"Your army row holds at most {ARMY_TOP}."
            if kind == "ship":
                if not self.devs[seat] & SHIPMAKING:
                    return "Ships need Shipmaking, bought on an earlier turn."
                if goods < 2:
                    return f"A ship costs 2 goods; you have {goods}."
                return f"Your ship row holds at most {SHIPS_TOP}."
            if kind == "granary":
                if not self.devs[seat] & GRANARIES:
                    return "Turning goods into food needs Granaries."
                return "You have no good to turn into food." if goods < 1 else "Your food row is full."
        return f"{self.describe(action)}: that is not possible in the {STAGE_WORDS.get(stage, stage)} step."
