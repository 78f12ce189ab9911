"""Attack: the card player names a neighbour of another culture and an area (City, Production or Holding); both
choose their units in secret, one by one (the army zone, seen only by its owner), and reveal them together; the
battle (rules_battle.py) is fought; the winner takes the cubes on Won the Last Battle, and a winning attacker
destroys buildings, takes a production tile or takes five cubes."""
from __future__ import annotations

from dawnofempires_gui.engine.words import article, plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import AREAS, CARD, NSQ, UNIT, VI, power_of
from dawnofempires_gui.games.aom.rules_words import (AREA_WORDS, building_name, terrain_name, tile_name, twin_square,
                                                     unit_name, units_words, victory_name)

ARMORY = next(b.id for b in D.BUILDINGS.values() if b.effect.id == "extra_battle_unit")
SIEGE = next(b.id for b in D.BUILDINGS.values() if b.effect.id == "siege_engine")
MAX_RAZE = 2  # never more than two buildings from one battle


class AttackRules(AomState):
    def fighters(self, seat: int) -> dict[str, int]:
        """The units the seat could send into a battle: its Holding Area and the units working tiles."""
        out = dict(self.units[seat])
        base = seat * NSQ
        for q in range(NSQ):
            who = self.work[base + q]
            if who and who != "villager":
                out[who] = out.get(who, 0) + 1
        return out

    def attack_problem(self, seat: int, card: str, with_power: bool) -> str:
        if not any(self.may_attack(seat, t) for t in self.neighbours(seat)):
            return "You may attack only the players to your immediate left and right, and never one of your culture."
        if not self.fighters(seat):
            return "You have no units to send into a battle."
        return ""

    def start_attack(self, seat: int, card: str) -> None:
        self.act = {"kind": "attack"}
        self.push_step("attack", (seat,))

    def battle_sizes(self, seat: int, target: int, card: str, power) -> list[int]:
        """The most units each side may send (0: no limit): the card's number, Ares's or Sekhmet's 8 for the
        card player, one more with an Armory, no limit at all with Heimdall."""
        pid = power.id if power is not None else ""
        if pid == "battle_size_unlimited":
            return [0, 0]
        number = CARD[card].number
        sizes = [power["units"] if pid == "battle_size_self" else number, number]
        for side, s in enumerate((seat, target)):
            if self.has(s, ARMORY):
                sizes[side] += D.BUILDINGS[ARMORY].effect["count"]
        return sizes

    def declare(self, seat: int, target: int, area: str) -> None:
        card = self.cur["card"]
        power = power_of(card) if self.cur.get("power") else None
        sizes = self.battle_sizes(seat, target, card, power)
        self.battle = {"att": seat, "def": target, "area": area, "power": power.id if power is not None else "",
                       "power_card": card if power is not None else "", "sizes": tuple(sizes),
                       "units": [{}, {}], "grow": [{}, {}], "history": [], "pick": ("", ""), "fighter": ("", ""),
                       "tactic": ("", ""), "isis_used": False, "stage": (), "winner": -1, "round": 0}
        waiting = []
        for side, s in enumerate((seat, target)):
            count = sum(self.fighters(s).values())
            cap = min(count, sizes[side]) if sizes[side] else count
            self.army[s] = [""] * cap
            if cap:
                waiting.append(s)
        self.flow.pop()
        limit = " and ".join(f"{self.seat_name(s)} up to {sizes[i]}" if sizes[i] else f"{self.seat_name(s)} any number"
                             for i, s in enumerate((seat, target)))
        self.emit(f"{self.seat_name(seat)} attacks {self.seat_name(target)}'s {AREA_WORDS[area]}: units are chosen in "
                  f"secret, {limit}.", seat, "attack")
        if waiting:
            self.push_step("army", waiting)
        else:
            self.reveal_armies()

    def army_finished(self, seat: int) -> None:
        top = self.flow[-1]
        rest = tuple(s for s in top[1] if s != seat)
        chosen = sum(1 for u in self.army[seat] if u)
        # a secret pick, as the engine's commit picks are: the player still choosing can never take it back
        # (Undo would tell him how many units were chosen, and throw away a choice not his)
        self.emit(f"You have chosen {plural(chosen, 'unit')}.", seat, "army", audience=(seat,),
                  others=f"{self.seat_name(seat)} has chosen.", reveals=bool(rest))
        self.flow.pop()
        if rest:
            self.push_step("army", rest)
        else:
            self.reveal_armies()

    def picks_open(self, seat: int) -> dict[str, int]:
        """What the seat may still add to its secret army: its units less those already chosen."""
        out = self.fighters(seat)
        for u in self.army[seat]:
            if u:
                out[u] -= 1
        return {u: k for u, k in out.items() if k > 0}

    def reveal_armies(self) -> None:
        b = self.battle
        words = []
        for side, s in enumerate((b["att"], b["def"])):
            chosen = b["units"][side]
            for u in self.army[s]:
                if not u:
                    continue
                if self.units[s].get(u):
                    self.add_units(s, u, -1)
                else:  # a unit working a tile leaves it
                    base = s * NSQ
                    q = next(q for q in range(NSQ) if self.work[base + q] == u)
                    self.work[base + q] = ""
                chosen[u] = chosen.get(u, 0) + 1
            self.army[s] = []
            words.append(f"{self.seat_name(s)} {units_words(chosen)}")
        self.emit("The armies are revealed: " + "; ".join(words) + ".", b["att"], "battle", reveals=True)
        if b["power"] == "send_home_enemy_unit" and b["units"][1]:
            self.push_step("seduce", (b["att"],))
            return
        self.next_round()

    # ------------------------------------------------------------------ the end of a battle
    def end_battle(self, winner: int, why: str) -> None:
        """Survivors go home, the winner takes Won the Last Battle's cubes, a winning attacker takes his spoils."""
        b = self.battle
        att, de = b["att"], b["def"]
        seats = (att, de)
        destroyers = any(UNIT[u].special("destroy_buildings") for u in b["units"][0])
        for side, s in enumerate(seats):
            for u, k in b["units"][side].items():
                self.add_units(s, u, k)
        b["units"] = [{}, {}]
        b["grow"] = [{}, {}]
        b["winner"] = winner
        b["stage"] = ()
        won = seats[winner]
        self.last_winner = won
        cubes_ = self.vp_cards[VI["last_battle"]]
        self.vp_cards[VI["last_battle"]] = 0
        self.vp[won] += cubes_
        prize = f" and takes {plural(cubes_, 'victory cube')} from {victory_name('last_battle')}" if cubes_ else ""
        self.emit(f"{why} {self.seat_name(won)} wins the battle{prize}; the surviving units go home.", won, "battle")
        del self.flow[1:]
        if winner == 1:
            self.spoils_done()
            return
        area = b["area"]
        if area == "city":
            count = MAX_RAZE if self.has(att, SIEGE) or destroyers else 1
            self.act = {"kind": "spoils", "left": min(count, MAX_RAZE)}
            self.raze_next()
        elif area == "production":
            if self.tiles_of(de):
                self.push_step("seize", (att,))
            else:
                self.spoils_done()
        else:
            self.take_from_player(att, de, 5, "spoils_done")

    def raze_next(self) -> None:
        b = self.battle
        if self.act.get("left", 0) > 0 and self.bld[b["def"]]:
            self.push_step("raze", (b["att"],))
        else:
            self.spoils_done()

    def spoils_done(self) -> None:
        self.act = {}
        self.last_battle = self.battle
        self.battle = {}
        del self.flow[1:]
        self.action_done()


@MOVES.add
class Attack(AomMove):
    kind = "attack"
    args = {"target": int, "area": str}

    def options(self, game, seat):
        return [act("attack", target=t, area=a) for t in game.neighbours(seat) if game.may_attack(seat, t)
                for a in AREAS]

    def problem(self, game, seat, action):
        target, area = action["target"], action["area"]
        if area not in AREAS:
            return "Attack the City Area, the Production Area or the Holding Area."
        if not 0 <= target < game.n or target == seat:
            return "Attack another player."
        if target not in game.neighbours(seat):
            return "You may attack only the players to your immediate left and right."
        if game.cult[target] == game.cult[seat]:
            return "Players of one culture never attack each other."
        return ""

    def apply(self, game, seat, action):
        game.declare(seat, action["target"], action["area"])

    def describe(self, game, action):
        return f"Attack {game.seat_name(action['target'])}'s {AREA_WORDS.get(action['area'], action['area'])}"


@MOVES.add
class SendUnit(AomMove):
    kind = "send_unit"
    args = {"unit": str}

    def options(self, game, seat):
        if "" not in game.army[seat]:
            return []
        return [act("send_unit", unit=u) for u in game.picks_open(seat)]

    def problem(self, game, seat, action):
        unit = action["unit"]
        if "" not in game.army[seat]:
            return f"This battle allows you {plural(len(game.army[seat]), 'unit')}; all are chosen."
        if unit == "villager":
            return "Villagers never fight in battles."
        if unit not in game.picks_open(seat):
            return f"You have no other {unit_name(unit) if unit in UNIT else repr(unit)} to send."
        return ""

    def apply(self, game, seat, action):
        unit = action["unit"]
        picks = game.army[seat]
        picks[picks.index("")] = unit
        game.emit(f"You choose {article(unit_name(unit))} for the battle (secret).", seat, "army",
                  audience=(seat,))
        if "" not in picks or not game.picks_open(seat):
            game.army_finished(seat)

    def describe(self, game, action):
        return f"Send {article(unit_name(action['unit']))} into the battle"


@MOVES.add
class ArmyDone(AomMove):
    kind = "army_done"

    def options(self, game, seat):
        return [act("army_done")]

    def apply(self, game, seat, action):
        game.army_finished(seat)

    def describe(self, game, action):
        return "Done choosing units"


@MOVES.add
class SendHome(AomMove):
    kind = "send_home"
    args = {"unit": str}

    def options(self, game, seat):
        return [act("send_home", unit=u) for u in game.battle["units"][1]]

    def problem(self, game, seat, action):
        return "" if action["unit"] in game.battle["units"][1] else "Choose one of your opponent's units in the battle."

    def apply(self, game, seat, action):
        unit = action["unit"]
        b = game.battle
        de = b["def"]
        b["units"][1][unit] -= 1
        if not b["units"][1][unit]:
            del b["units"][1][unit]
        game.add_units(de, unit, 1)
        game.emit(f"Aphrodite sends {game.seat_name(de)}'s {unit_name(unit)} back to his board.", seat, "power")
        game.flow.pop()
        game.next_round()

    def describe(self, game, action):
        return f"Send the {unit_name(action['unit'])} home"


@MOVES.add
class Raze(AomMove):
    kind = "raze"
    args = {"building": str}

    def options(self, game, seat):
        return [act("raze", building=b) for b in game.bld[game.battle["def"]]]

    def problem(self, game, seat, action):
        if action["building"] in game.bld[game.battle["def"]]:
            return ""
        return "Choose one of the defeated player's buildings."

    def apply(self, game, seat, action):
        b = action["building"]
        de = game.battle["def"]
        game.act["left"] -= 1
        game.flow.pop()
        game.emit(f"{game.seat_name(seat)} destroys {game.seat_name(de)}'s {building_name(b)}.", seat, "battle")
        game.raze_building(de, b, "raze_next")

    def describe(self, game, action):
        return f"Destroy the {building_name(action['building'])}"


@MOVES.add
class Seize(AomMove):
    kind = "seize"
    args = {"square": int}

    def options(self, game, seat):
        return [act("seize", square=q) for q, _ in game.tiles_of(game.battle["def"])]

    def problem(self, game, seat, action):
        q = action["square"]
        if 0 <= q < NSQ and game.tile_at(game.battle["def"], q):
            return ""
        return "Choose one of the defeated player's production tiles."

    def apply(self, game, seat, action):
        de = game.battle["def"]
        tile = game.remove_tile(de, action["square"])
        square = game.place_tile(seat, tile)
        if square >= 0:
            game.emit(f"{game.seat_name(seat)} takes {game.seat_name(de)}'s {tile_name(tile)} tile.", seat, "battle")
        else:
            game.pool_add(tile)
            game.emit(f"{game.seat_name(seat)} has no empty square for {game.seat_name(de)}'s {tile_name(tile)} tile "
                      f"and returns it to the pool.", seat, "battle")
        game.flow.pop()
        game.spoils_done()

    def describe(self, game, action):
        loser, square = game.battle.get("def", -1), action["square"]
        tile = game.tile_at(loser, square) if game.battle else ""
        if not tile:
            return f"Take the tile on square {square + 1}"
        named = f"{tile_name(tile)} tile{twin_square(game, loser, square)}"
        terrain = D.TILES[tile].terrain
        if game.free_square(game.battle["att"], terrain) < 0:  # it goes to the pool: "Take" would mislead
            return f"Return the {named} to the pool (no empty {terrain_name(terrain)} square of yours)"
        return f"Take the {named}"

