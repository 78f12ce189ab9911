"""A player's turn (§4): move the rondel marker 1 or 2 spaces clockwise (3 with Code of Laws, more for
1 money each with Monarchy), then you may perform the action of the space reached; then end the turn.

The flow of a turn: the base step "rondel", then the chosen action's step(s), then "done" (exchanges
or end the turn). A step that leaves no choice resolves itself: each such step names its `auto` in
rules.AUTO (in its chapter), and settle() runs them after every action while no question is asked on
top (a legend, the Spirit of Mars)."""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import plural

from . import data as D
from . import hexmap as H
from .state import ASKED, HARVEST_STEPS, MOVES, RING, DoeMove, F, M, P

RONDEL_ACTIONS = tuple(tuple(Action("rondel", space=s, action=a) for a in acts) for s, acts in enumerate(D.RONDEL))
ANY_SPACE = [a for acts in RONDEL_ACTIONS for a in acts]
END_TURN = Action("end_turn")
_REACHABLE: dict[tuple[int, int, int], tuple[Action, ...]] = {}  # (space, free steps, money) -> rondel options
EXTRA_STEPS = {t: d.steps for t, d in D.TECHS.items() if d.steps}  # Code of Laws: one free step more


class TurnRules:
    """The game class's part for the rondel and the flow of a turn."""

    def max_free_steps(self, p: int) -> int:
        techs = self.techs[p]
        return D.RONDEL_STEPS + sum(n for t, n in EXTRA_STEPS.items() if t in techs)

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

    def idle_reason(self, p: int, act: str) -> str:
        """Why taking `act` on the rondel now would do nothing for p ("" when it would do something), so
        that the board can say so before the click."""
        if act == "explore" and not self.explore_options(p):
            return "You have no warrior next to a face-down tile: Explore would do nothing."
        if act == "build" and not any(self.build_problem(p, b) == "" for b in D.BUILDINGS):
            return "You can build nothing now (a technology, production or money is lacking): Build would do nothing."
        if act == "research" and not any(self.research_problem(p, t) == "" for t in D.TECHS):
            return "You can research nothing now (science is lacking): Research would do nothing."
        if act == "grow" and not self.grow_options(p):
            return f"Grow needs {self.grow_cost(p)} food and a hut on your track: Grow would do nothing."
        if act == "recruit":
            tiles = any(self.can_enter(p, t) for t in self.town_tiles(p))
            settler = self.settlers_home[p] > 0 and self.res[p][F] >= self.settler_cost(p)
            freed = any(self.slaves[q][p] for q in range(self.n))
            if self.res[p][P] < 1 or not (freed or tiles and (self.war_track[p] > 0 or settler)):
                return "You cannot pay for a unit or place one: Recruit would do nothing."
        if act == "move" and not self.pick_options(p):
            return "No stack of yours can move: Move would do nothing."
        return ""

    def begin_action(self, act: str) -> None:
        """The action of the space reached: its first step."""
        self.act = act
        if act == "harvest":
            self.collected = []
            self.set_base("collect")
        elif act == "move":
            self.set_base("move_pick")
        else:
            self.set_base(act)

    def end_turn(self) -> None:
        p = self.active
        if self.act == "move":
            self.stacks_done = 0
            self.special_used = False
            self.cur = []
            self.moved_w = [0] * H.N_TILES
            self.moved_s = [0] * H.N_TILES
            self.moved_mars = False
        self.act = ""
        self.collected = []
        self.to_discard = 0
        self.emit(f"{self.name(p)} ends the turn.", p, "turn")
        if self.final_left > 0:
            self.final_left -= 1
            if self.final_left == 0:
                self.game_over()
                self.emit("The game is over.", None, "end")
                return
        self.turn_idx += 1
        if self.turn_idx == self.n:
            self.turn_idx = 0
            limit = self.options.get("round_limit", 0)
            if limit and self.final_left < 0 and self.round >= limit:
                self.game_over()
                self.end_reason = f"The last round ({self.round}) has been played."
                self.emit(f"Round {self.round} was the last round: the game is over.", None, "end")
                return
            self.round += 1
        self.set_base("rondel")

    def game_over(self) -> None:
        self.over = True
        del self.flow[:]

    def settle(self) -> None:
        """Move on where the rules leave no choice: the base step's `auto` (rules.AUTO), while it acts."""
        while not self.over and len(self.flow) == 1:
            auto = self.AUTO.get(self.flow[0][0])
            if auto is None or not getattr(self, auto)():
                return

    def only_end_turn_left(self) -> bool:
        """Nothing but ending the turn is left to do in this step (no option, no exchange)."""
        p = self.active
        return not any(self.MOVES[kind].options(self, p) for kind in self.STEPS[self.flow[0][0]].moves
                       if kind != "end_turn")

    def auto_follow_up(self) -> bool:
        """After the action (and after Philosophy's, Barracks' or the second stack's chance): with nothing
        left to do the turn ends by itself."""
        if self.only_end_turn_left():
            self.end_turn()
            return True
        return False


@MOVES.add
class Rondel(DoeMove):
    kind = "rondel"
    args = {"space": int, "action": str}

    def options(self, game, seat):
        pos = game.rondel[seat]
        if pos < 0:
            return ANY_SPACE  # the first move may go to any space (§3)
        free = game.max_free_steps(seat)
        money = game.res[seat][M] if game.has_tech(seat, "paid_steps") else 0
        key = (pos, free, min(money, RING))
        found = _REACHABLE.get(key)
        if found is None:
            found = _REACHABLE[key] = tuple(a for s in range(RING) for a in RONDEL_ACTIONS[s]
                                            if ((s - pos) % RING or RING) <= free + money)
        return found

    def why_not(self, game, seat, action):
        s = action["space"]
        if not 0 <= s < RING:
            return "There is no such rondel space."
        if action["action"] not in D.RONDEL[s]:
            return f"Rondel space {s + 1} offers only {' or '.join(x.capitalize() for x in D.RONDEL[s])}."
        steps, cost = game.rondel_cost(seat, s)
        if cost < 0:
            return (f"Space {s + 1} is {steps} steps away; you may move at most {game.max_free_steps(seat)} "
                    "(Monarchy lets you pay 1 money per extra step).")
        return f"Reaching space {s + 1} costs {cost} money with Monarchy; you have {game.res[seat][M]}."

    def out_of_step(self, game, seat, action):
        top = game.top_step()[0]
        if top in ASKED:
            return ASKED[top]
        if top in ("empire", "start"):
            return "The game is still being set up: choose an empire and place its tiles first."
        return "You have already moved your rondel marker this turn."

    def apply(self, game, seat, action):
        space, act = action["space"], action["action"]
        steps, cost = game.rondel_cost(seat, space)
        game.rondel[seat] = space
        if cost > 0:
            game.res[seat][M] -= cost
        paid = f" (paying {cost} money with Monarchy)" if cost > 0 else ""
        how = "to" if steps == 0 else f"{plural(steps, 'step')} to"
        game.emit(f"{game.name(seat)} moves the rondel marker {how} space {space + 1}{paid} and chooses "
                  f"{act.capitalize()}.", seat, "rondel")
        game.begin_action(act)

    def describe(self, game, action):
        s = action["space"]
        text = f"Rondel space {s + 1}: {str(action['action']).capitalize()}"
        seat = game.to_move()[0] if game.to_move() else -1
        if seat >= 0 and 0 <= s < RING:
            _, cost = game.rondel_cost(seat, s)
            if cost > 0:
                text += f" (pay {cost} money)"
            if game.step == "rondel" and action["action"] in D.ACTIONS and game.idle_reason(seat, action["action"]):
                text += " — does nothing now"
        return text


@MOVES.add
class EndTurn(DoeMove):
    kind = "end_turn"

    def options(self, game, seat):
        if game.step == "collect":  # a Harvest not yet begun may be left out (edition 2)
            return [END_TURN] if game.rules.harvest_optional and not game.collected else []
        return [END_TURN]

    def why_not(self, game, seat, action):
        if game.step == "collect" and game.rules.harvest_optional:
            return ("You have begun the Harvest: finish the Harvest first (lose cubes to unhappiness, convert "
                    "them and pay upkeep).")
        return "Finish the Harvest first: collect, lose cubes to unhappiness, convert and pay upkeep."

    def wrong_step(self, game, seat, action):
        if game.step in HARVEST_STEPS:
            return self.why_not(game, seat, action)
        return "You cannot end the turn now."

    def apply(self, game, seat, action):
        if game.step == "collect":
            game.emit(f"{game.name(seat)} leaves out the Harvest: no cube is collected and no upkeep is paid.",
                      seat, "harvest")
        game.end_turn()

    def describe(self, game, action):
        if game.step == "collect" and not game.collected:
            return "End your turn without harvesting"
        return "End your turn"
