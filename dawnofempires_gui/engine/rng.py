"""A small seeded generator whose whole state is one integer, so cloning a game costs nothing.

SplitMix64 is used because it is tiny, well tested and gives the same numbers on every platform
and Python version, which replay depends on.
"""
from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state", "draws")

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK
        self.draws = 0  # how many numbers were drawn: a draw means new information appeared

    def clone(self) -> Rng:
        other = Rng.__new__(type(self))
        other.state = self.state
        other.draws = self.draws
        return other

    def next64(self) -> int:
        self.draws += 1
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def randint(self, low: int, high: int) -> int:
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


class SealedRng(Rng):
    """The generator of a view: it holds nothing and refuses to draw (fill the view in first)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(0)

    def next64(self) -> int:
        raise ViewCannotDraw("A view has no dice or cards to come; fill it in with determinize() first.")


class ViewCannotDraw(RuntimeError):
    """Chance was asked of a view (what one seat may see), which holds no generator."""
