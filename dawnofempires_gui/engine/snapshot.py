"""A game's state as plain JSON-able data, for snapshots and digests (equal pictures, equal games)."""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.rng import Rng
from dawnofempires_gui.engine.zones import HIDDEN


def plain(value: Any) -> Any:
    """A JSON-able picture of any state value, for digests and snapshots."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if value is HIDDEN:
        return "?hidden"
    if isinstance(value, Action):
        return value.to_json()
    if isinstance(value, Rng):
        return [type(value).__name__, value.state]
    if isinstance(value, Mapping):
        return [[plain(k), plain(v)] for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v) for v in value), key=repr)
    if isinstance(value, Sequence):
        return [plain(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if hasattr(value, "__dict__") or hasattr(value, "__slots__"):
        return object_fields(value)
    raise TypeError(f"cannot picture {type(value).__name__} in a digest")


_NOT_STATE = frozenset({"_events"})


def object_fields(obj: Any) -> dict[str, Any]:
    names: list[str] = []
    for klass in type(obj).__mro__:
        names.extend(getattr(klass, "__slots__", ()))
    names.extend(getattr(obj, "__dict__", {}).keys())
    return {n: plain(getattr(obj, n)) for n in sorted(set(names))
            if hasattr(obj, n) and not n.startswith("__") and n not in _NOT_STATE}
