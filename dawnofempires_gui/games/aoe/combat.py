"""VI.A Engaging in Combat, and what the three attack phases share (III.C Missile, III.D Hand-to-Hand, III.F
Catapult Launch; their programmed fire is in missile.py, melee.py and catapult.py).

An attack rolls the defender's D die once per target and hits on the attacker's A or lower (the mounted
units' second A against Barracks and Academy units). A½ units (villagers, Clubmen, Bowmen) attack as
pairs with A1: two of one type in one square, or two Bowmen firing at one enemy; a lone one has no attack.
A hit puts a red marker on the target (black for a catapult launch); nothing is removed before the
Applying Hits phase. Catapult-type units and the Helepolis roll against up to their number of enemy units
in one square.

Each phase runs: the commanded attackers in Command-Control order (each chooses a target, waits, or holds),
then every programmed attacker, then the commanded ones that waited. An "attacker" is a group of piece ids:
one unit or tower, or a pair.

Moves: attack, wait, hold, also, enough.
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.aoe.kinds import KINDS
from dawnofempires_gui.games.aoe.state import MOVES, AoeMove, AoeState
from dawnofempires_gui.engine.words import article, capital
from dawnofempires_gui.games.aoe.words import ATTACK_WORDS, dice_words, kind_name

NEXT_STAGE = {"missile": "melee", "melee": "hits", "catapult": "complete"}
WAIT, HOLD, ENOUGH = Action("wait"), Action("hold"), Action("enough")
_CACHE: dict[tuple[str, int], Action] = {}


def _act(kind: str, target: int) -> Action:
    action = _CACHE.get((kind, target))
    if action is None:
        action = _CACHE[(kind, target)] = Action(kind, target=target)
    return action


def halves_words(halves: int) -> str:
    """A distance in half squares as the rulebook writes it: '2', '2.5'."""
    return str(halves // 2) if halves % 2 == 0 else f"{halves / 2:g}"


class CombatRules(AoeState):
    # --- who attacks, and whom it may attack --------------------------------------------------------------
    def attack_groups(self, seat: int, kind: str, commanded: bool) -> tuple[list[tuple[int, ...]], list[int]]:
        """The seat's attackers of one phase, commanded or programmed: single pieces and pairs of A½ units of one
        type in one square (oldest first), and the A½ units left without a partner."""
        cc = self.cc[seat]
        groups: list[tuple[int, ...]] = []
        halves: dict[tuple[str, int], list[int]] = {}
        for p in self.pieces.values():
            if p["owner"] != seat or p["down"]:
                continue
            k = KINDS[p["type"]]
            if k.attack_kind != kind or (p["id"] in cc) != commanded:
                continue
            if k.pair:
                halves.setdefault((p["type"], p["square"]), []).append(p["id"])
            else:
                groups.append((p["id"],))
        left: list[int] = []
        for ids in halves.values():
            groups.extend(zip(ids[0::2], ids[1::2]))
            if len(ids) % 2:
                left.append(ids[-1])
        groups.sort()
        return groups, sorted(left)

    def reaches(self, piece: dict, square: int) -> bool:
        """The piece can attack into that square: its own square for hand-to-hand, else from its minimum to its
        maximum range (a minimum of 0 takes in its own square)."""
        k = KINDS[piece["type"]]
        if k.attack_kind == "melee":
            return square == piece["square"]
        d = self.board.grid.half_distance(piece["square"], square)
        return k.min_range <= d <= k.range

    def range_squares(self, piece_id: int) -> list[int]:
        """The squares a piece can attack into, nearest first ([] for a piece that never attacks)."""
        piece = self.pieces[piece_id]
        k = KINDS[piece["type"]]
        if not k.attack_kind:
            return []
        if k.attack_kind == "melee":
            return [piece["square"]]
        return self.board.grid.within(piece["square"], k.range / 2, k.min_range / 2)

    def targets_for(self, group: tuple[int, ...]) -> list[dict]:
        """Every enemy piece the attacker (its first piece) can attack now, oldest first."""
        first = self.pieces[group[0]]
        k = KINDS[first["type"]]
        teams = self.board.team
        team = teams[first["owner"]]
        here = first["square"]
        if k.attack_kind == "melee":
            return [p for p in self.pieces.values() if p["square"] == here and teams[p["owner"]] != team]
        width, low, high = self.board.width, k.min_range, k.range
        x0, y0 = here % width, here // width
        found = []
        for p in self.pieces.values():
            if teams[p["owner"]] != team:
                sq = p["square"]
                dx, dy = abs(sq % width - x0), abs(sq // width - y0)
                if low <= dx + dy + (dx if dx > dy else dy) <= high:  # half squares: 3 a diagonal, 2 a side step
                    found.append(p)
        return found

    def reach_problem(self, group: tuple[int, ...], target: dict) -> str:
        """Why the attacker may not attack that target (the rulebook's reason), or ""."""
        first = self.pieces[group[0]]
        if not self.is_enemy(first["owner"], target["owner"]):
            return "Attacks are made against enemies only."
        k = KINDS[first["type"]]
        if self.reaches(first, target["square"]):
            return ""
        if k.attack_kind == "melee":
            return "A hand-to-hand attack reaches only enemies in the attacker's own square."
        d = self.board.grid.half_distance(first["square"], target["square"])
        if d < k.min_range:
            return (f"{capital(article(k.name))} cannot fire at a target closer than {halves_words(k.min_range)} "
                    f"squares; that one is {halves_words(d)} away.")
        return (f"{capital(article(k.name))} reaches {halves_words(k.range)} squares; that target is "
                f"{halves_words(d)} away.")

    def attack_need(self, group: tuple[int, ...], target: dict) -> int:
        """The A the attacker hits with: 1 for a pair of A½ units, the second A of a mounted unit against infantry."""
        if len(group) == 2:
            return 1
        k = KINDS[self.pieces[group[0]]["type"]]
        if k.attack_vs_infantry >= 0 and self.is_infantry(target):
            return k.attack_vs_infantry // 2
        return k.attack // 2

    def group_name(self, group: tuple[int, ...], owner: bool = True) -> str:
        """"Ana's Bowman #4 at (5, 7)", "Ana's pair of Villagers #3 and #4"."""
        first = self.pieces[group[0]]
        if len(group) == 1:
            return self.piece_name(first, owner=owner)
        whose = f"{self.seat_name(first['owner'])}'s " if owner else ""
        return f"{whose}pair of {kind_name(first['type'], 2)[2:]} #{group[0]} and #{group[1]}"

    # --- rolling ----------------------------------------------------------------------------------------
    def resolve_attack(self, group: tuple[int, ...], targets: list[dict], kind: str) -> None:
        """One roll per target against its D; a hit marks it (red, or black for a catapult launch)."""
        colour = "black" if kind == "catapult" else "red"
        who = self.group_name(group)
        for target in targets:
            need, die = self.attack_need(group, target), self.defence(target)
            roll = self.rng.randint(1, die)
            hit = roll <= need
            if hit:
                target[colour] += 1
            if kind == "missile" and not target["down"] and KINDS[target["type"]].villager:
                self.fired_on[target["id"]] = self.fired_on.get(target["id"], ()) + group
            self.rolls.append((group, target["id"], die, need, roll, hit, colour))
            self.emit(f"{who} attacks {self.piece_name(target)}: {dice_words(need, die)} hits; rolls {roll}, "
                      f"{'a hit (' + colour + ' marker)' if hit else 'a miss'}.", self.pieces[group[0]]["owner"],
                      "hit" if hit else "miss", reveals=True)

    # --- the phase's order ------------------------------------------------------------------------------
    def begin_attacks(self, kind: str) -> None:
        self.rolls = []
        self.queue = [(s, g) for s in self.order if not self.eliminated[s]
                      for g in self.attack_groups(s, kind, commanded=True)[0]]
        self.waiting = []
        self.stage = kind + "_now"

    def next_commanded_attack(self, kind: str, late: bool) -> None:
        """The next commanded attacker with something in reach decides; when none is left the phase goes on."""
        while self.queue:
            seat, group = self.queue.pop(0)
            if all(i in self.pieces for i in group) and self.targets_for(group):
                self.shooter = (seat, group, kind, late)
                self.push_step("attack", (seat,))
                return
        self.shooter = None
        self.stage = NEXT_STAGE[kind] if late else kind + "_auto"

    def programmed_attacks(self, kind: str) -> None:
        getattr(self, "programmed_" + kind)()
        self.queue, self.waiting = self.waiting, []
        self.stage = kind + "_late"

    def finish_attack(self, targets: list[dict]) -> None:
        seat, group, kind, late = self.shooter
        self.resolve_attack(group, targets, kind)
        self.aim = []
        self.shooter = None
        self.pop_step()

    def aim_candidates(self) -> list[dict]:
        """Further enemies in the square of the first target chosen (catapults, the Helepolis)."""
        first = self.pieces[self.aim[0]]
        seat = self.shooter[0]
        return [p for p in self.pieces.values() if p["square"] == first["square"] and self.is_enemy(seat, p["owner"])
                and p["id"] not in self.aim]


def _shooter_problem(game, seat) -> str:
    if game.shooter is None or game.shooter[0] != seat:
        return "None of your units is choosing a target now."
    return ""


@MOVES.add
class Attack(AoeMove):
    kind = "attack"
    args = {"target": int}

    def options(self, game, seat):
        if _shooter_problem(game, seat):
            return []
        return [_act("attack", p["id"]) for p in game.targets_for(game.shooter[1])]

    def problem(self, game, seat, action):
        wrong = _shooter_problem(game, seat)
        if wrong:
            return wrong
        target = game.pieces.get(action["target"])
        if target is None:
            return "There is no such unit or building on the board."
        return game.reach_problem(game.shooter[1], target)

    def apply(self, game, seat, action):
        target = game.pieces[action["target"]]
        most = KINDS[game.pieces[game.shooter[1][0]]["type"]].targets
        if most > 1:
            game.aim = [target["id"]]
            more = game.aim_candidates()
            if len(more) < most:
                game.finish_attack([target, *more])
            else:
                game.set_step("more", (seat,))
            return
        game.finish_attack([target])

    def describe(self, game, action):
        target = game.pieces.get(action["target"])
        if target is None or game.shooter is None:
            return "Attack"
        need = game.attack_need(game.shooter[1], target)
        return f"Attack {game.piece_name(target)} (hits on {dice_words(need, game.defence(target))})"


@MOVES.add
class Wait(AoeMove):
    kind = "wait"

    def options(self, game, seat):
        return [WAIT] if not self.problem(game, seat, WAIT) else []

    def problem(self, game, seat, action):
        wrong = _shooter_problem(game, seat)
        if wrong:
            return wrong
        return "It has already waited: it attacks now or not at all." if game.shooter[3] else ""

    def apply(self, game, seat, action):
        seat, group, kind, late = game.shooter
        game.waiting.append((seat, group))
        game.emit(f"{game.group_name(group)} waits until the other {ATTACK_WORDS[kind]}s are made.", seat, "wait")
        game.shooter = None
        game.pop_step()

    def describe(self, game, action):
        return "Wait, and choose a target after the programmed units"


@MOVES.add
class Hold(AoeMove):
    kind = "hold"

    def options(self, game, seat):
        return [HOLD] if not _shooter_problem(game, seat) else []

    def problem(self, game, seat, action):
        return _shooter_problem(game, seat)

    def apply(self, game, seat, action):
        game.emit(f"{game.group_name(game.shooter[1])} makes no attack.", seat, "hold")
        game.shooter = None
        game.pop_step()

    def describe(self, game, action):
        return "Make no attack"


@MOVES.add
class Also(AoeMove):
    kind = "also"
    args = {"target": int}

    def options(self, game, seat):
        if _shooter_problem(game, seat) or not game.aim:
            return []
        return [_act("also", p["id"]) for p in game.aim_candidates()]

    def problem(self, game, seat, action):
        wrong = _shooter_problem(game, seat)
        if wrong or not game.aim:
            return wrong or "First choose the target square."
        if action["target"] not in {p["id"] for p in game.aim_candidates()}:
            return "The further targets are enemies in the same square as the first."
        return ""

    def apply(self, game, seat, action):
        game.aim.append(action["target"])
        most = KINDS[game.pieces[game.shooter[1][0]]["type"]].targets
        if len(game.aim) >= most or not game.aim_candidates():
            game.finish_attack([game.pieces[i] for i in game.aim])

    def describe(self, game, action):
        target = game.pieces.get(action["target"])
        return f"Also roll against {game.piece_name(target)}" if target else "Also roll against this unit"


@MOVES.add
class Enough(AoeMove):
    kind = "enough"

    def options(self, game, seat):
        return [ENOUGH] if not _shooter_problem(game, seat) and game.aim else []

    def problem(self, game, seat, action):
        return _shooter_problem(game, seat) or ("" if game.aim else "First choose a target.")

    def apply(self, game, seat, action):
        game.finish_attack([game.pieces[i] for i in game.aim])

    def describe(self, game, action):
        return "Roll against the chosen targets"
