"""The computer's judgement of a position (Game.evaluate): what the search player scores a playout with when it
cuts it short. Pure Python; it only reads the state.

What wins the Iron Age: points come from developments, monuments, tribute and stored wealth, less skulls, and
the game ends once a player has bought his 5th development (7th in the full game), so it lasts only a few more
rounds than the developments anyone still lacks. Everything a player builds earlier pays through the dice:
each empire die beyond the start rolls goods, food, population or innovations every turn left. So each seat
is given a worth in points:

  points     the running score (monuments, developments and their bonuses, wealth, tribute, less skulls)
  dice       DIE_PER_ROUND for each empire die beyond the two of the start, for each round likely left;
             a port or province under way counts as the share of its boxes filled (a die in the making)
  ports      PORT_PER_ROUND for each port beyond the first, per round left (more goods per goods face)
  provinces  a province under way: PROGRESS times its share filled of what it brings (tribute, 2 armies)
  monuments  one under way: PROGRESS times its share filled of the points it would score (the larger number
             while nobody has finished it)
  pegs       GOOD per good, FOOD per food (HUNGRY for the food the provinces eat next turn: famine is
             skulls), STRENGTH per army, Formations and Navy point (tribute demands, conquests, battles)
  the turn   the active seat's population and innovations not spent yet (lost at the end of the turn, so
             below anything they buy: the search still spends them)

Rounds likely left: the fewest developments any seat still lacks to end the game (one is bought a turn at
most), no fewer than one. Alone at the table the rounds left are those of the eight.

The margin of each seat's worth over the best other seat's is squashed to 0..1 by SCORE_SCALE, as the
engine's default does with the points alone; a finished game scores its result.
"""
from __future__ import annotations

import math

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import NMON, IronState

DIE_PER_ROUND = 0.8  # an empire die rolls about two resources a turn, a good or a food worth under half a point
PORT_PER_ROUND = 0.15
PROGRESS = 0.6  # what is under way may not be finished before the end
GOOD = 0.4  # 4 goods store as 1 wealth (2 points); a development costs a little more than its points
FOOD, HUNGRY = 0.15, 0.4
STRENGTH = 0.3
POPULATION = 0.3  # below a box of anything (the search should spend it)
INNOVATION = 0.5 * GOOD  # per point of its value: spent only on a development, this turn

_START_DICE = 2
_PROVINCE_GAIN = tuple(t + D.PROVINCE_ARMIES * STRENGTH for t in D.PROVINCE_TRIBUTE)  # what provinces 2..6 bring
_MON_BOXES, _MON_FIRST, _MON_LATER = D.MON_BOXES, D.MON_FIRST, D.MON_LATER


def _next_share(filled: int, cumulative: tuple[int, ...], sizes: tuple[int, ...]) -> tuple[int, float]:
    """The next item of a row of boxes (its index, -1 when all are done) and the share of it filled."""
    before = 0
    for j, total in enumerate(cumulative):
        if filled < total:
            return j, (filled - before) / sizes[j]
        before = total
    return -1, 0.0


class EvaluationRules(IronState):
    def evaluate(self) -> list[float]:
        if self.is_over():
            return self.returns()
        rounds = self.rounds_left()
        worth = [self.worth(s, rounds) for s in range(self.n)]
        if self.solo:
            return [0.5 + 0.5 * math.tanh(worth[0] / self.SOLO_SCALE)]
        return self.by_margin(worth)

    def rounds_left(self) -> int:
        """The rounds likely left, this one included (see the module's docstring)."""
        if self.solo:
            return max(1, D.SOLO_ROUNDS - max(self.round, 1) + 1)
        need = D.END[self.length]["developments"]
        return max(1, min(need - self.dev_count(s) for s in range(self.n)))

    def worth(self, seat: int, rounds: int) -> float:
        """The seat's points and what its sheet and pegboard promise, in points (the module's docstring)."""
        value = float(self.score(seat))
        ports, provinces = self.ports[seat], self.provinces[seat]
        port_share = 0.0
        j = ports - 1  # the next port's index among ports 2..6
        if j < len(D.PORT_URNS):
            urns = max(0, min(D.PORT_URNS[j], self.urns[seat] - (D.URNS_CUM[j - 1] if j else 0)))
            port_share = ((self.port_pop[seat] > j) + urns) / (1 + D.PORT_URNS[j])
        k, province_share = _next_share(self.prov_boxes[seat], D.PROVINCE_CUM, D.PROVINCE_BOXES)
        if k >= 0:
            value += PROGRESS * province_share * _PROVINCE_GAIN[k]
        dice = min(D.EMPIRE_DICE_TOP, max(ports + port_share, provinces + province_share))
        value += rounds * (DIE_PER_ROUND * (dice - _START_DICE) + PORT_PER_ROUND * (ports - 1))
        base = seat * NMON
        for m in range(NMON):
            boxes = self.mon[base + m]
            if 0 < boxes < _MON_BOXES[m]:
                points = _MON_FIRST[m] if self.mon_first[m] < 0 else _MON_LATER[m]
                value += PROGRESS * points * boxes / _MON_BOXES[m]
        food, eaten = self.food[seat], provinces
        value += HUNGRY * min(food, eaten) + FOOD * max(0, food - eaten)
        value += GOOD * self.goods[seat] + STRENGTH * self.strength(seat)
        if seat == self.active:
            value += POPULATION * self.pop + INNOVATION * self.innov * self.innovation_value(seat)
        return value
