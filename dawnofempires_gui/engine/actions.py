"""Actions: small immutable values that travel to JSON and back.

An action is a kind ("roll", "build_port") and a few named arguments whose values are JSON scalars or
tuples of them. Each game turns an action into words with Game.describe(). Equality is exact in type:
Action("bid", amount=2) is not Action("bid", amount=2.0) nor Action("bid", amount=True).
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.errors import RecordError


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    raise TypeError(f"action arguments must be JSON scalars or lists of them, not {type(value).__name__}")


def _types(value: Any) -> Any:
    """The exact types inside a frozen value (True == 1 and 2.0 == 2 in Python; not in an action)."""
    if isinstance(value, tuple):
        return tuple(_types(v) for v in value)
    return type(value)


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class Action:
    __slots__ = ("kind", "args", "_hash")

    def __init__(self, kind: str, /, **args: Any) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "args", tuple(sorted((k, _freeze(v)) for k, v in args.items())))
        object.__setattr__(self, "_hash", hash((kind, self.args)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("actions are immutable")

    def __getitem__(self, key: str) -> Any:
        for name, value in self.args:
            if name == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for name, value in self.args:
            if name == key:
                return value
        return default

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return (isinstance(other, Action) and self.kind == other.kind and self.args == other.args
                and _types(self.args) == _types(other.args))

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.args)
        return f"Action({self.kind!r}{', ' if inner else ''}{inner})"

    def __reduce__(self) -> tuple:  # for pickling (a view sent to a computer seat's process)
        return (_rebuild, (self.kind, self.args))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **{k: _thaw(v) for k, v in self.args}}

    @classmethod
    def from_json(cls, data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise RecordError(f"not an action: {str(data)[:80]}")
        args = {k: v for k, v in data.items() if k != "kind"}
        if not all(isinstance(k, str) and k.isidentifier() for k in args):
            raise RecordError(f"not an action: an argument name is not a word ({str(data)[:80]})")
        try:
            return cls(data["kind"], **args)
        except TypeError as err:
            raise RecordError(f"not an action: {err}") from None


def _rebuild(kind: str, args: tuple) -> Action:
    action = Action.__new__(Action)
    object.__setattr__(action, "kind", kind)
    object.__setattr__(action, "args", args)
    object.__setattr__(action, "_hash", hash((kind, args)))
    return action
