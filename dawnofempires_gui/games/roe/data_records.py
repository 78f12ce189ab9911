"""Reading the TOML records of Rise of Empires: the shared names, the checking helpers every table uses
(each complaint names the file and the record) and the amounts tiles, regions and boxes give or cost."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

SOURCES = ("rules text", "published summary", "house")
KINDS = ("food", "gold", "discs", "cubes", "vp")  # what a tile, region or trade box can give or cost
ERAS = (1, 2, 3)
ERA_NAMES = {1: "I", 2: "II", 3: "III"}
PARTS = ("old_world", "new_world", "far_east")
ACTION_ROWS = ("progress", "territory", "city", "empire", "trade")

Point = tuple[float, float]


class DataError(ValueError):
    """A data file of Rise of Empires is malformed."""


# ---------------------------------------------------------------- checking helpers
class _Rec:
    """One TOML record, read field by field; every complaint names the file and the record."""

    def __init__(self, file: str, table: str, raw: Any, index: int | None = None) -> None:
        self.file, self.table = file, table
        if not isinstance(raw, dict):
            raise DataError(f"{file}: [{table}] must be a table, not {type(raw).__name__}")
        self.raw = raw
        rid = raw.get("id")
        self.where = f"{table} {rid!r}" if isinstance(rid, str) else (f"{table} #{index + 1}" if index is not None else table)
        self.used: set[str] = set()

    def fail(self, message: str) -> DataError:
        return DataError(f"resources/roe/{self.file}, {self.where}: {message}")

    def get(self, key: str, kind: Any, default: Any = ..., check: Callable[[Any], bool] | None = None, what: str = "") -> Any:
        self.used.add(key)
        if key not in self.raw:
            if default is ...:
                raise self.fail(f"missing {key!r}")
            return default
        value = self.raw[key]
        if kind is int and isinstance(value, bool) or not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise self.fail(f"{key!r} must be {names}, not {type(value).__name__} ({value!r})")
        if check is not None and not check(value):
            raise self.fail(f"{key!r} {what or 'has a bad value'} (got {value!r})")
        return value

    def done(self) -> None:
        extra = sorted(set(self.raw) - self.used)
        if extra:
            raise self.fail(f"unknown field(s) {', '.join(map(repr, extra))}")

    def source(self) -> str:
        return self.get("source", str, check=lambda s: s in SOURCES, what=f"must be one of {SOURCES}")

    def text_fixed(self) -> tuple[str, ...]:
        fields = tuple(self.get("text_fixed", list, []))
        for f in fields:
            if not isinstance(f, str) or (f not in self.raw and f not in ("vp_second",)):
                raise self.fail(f"text_fixed names {f!r}, which is not a field of this record")
        return fields


def _records(doc: dict[str, Any], file: str, table: str) -> list[_Rec]:
    raw = doc.get(table)
    if not isinstance(raw, list) or not raw:
        raise DataError(f"resources/roe/{file}: no [[{table}]] records")
    recs = [_Rec(file, table, r, i) for i, r in enumerate(raw)]
    seen: set[str] = set()
    for r in recs:
        if "id" in r.raw:
            rid = r.get("id", str, check=lambda s: s.replace("_", "").isalnum() and s == s.lower(), what="must be a lower-case id")
            if rid in seen:
                raise r.fail("duplicate id")
            seen.add(rid)
    return recs


def _point(rec: _Rec, key: str, value: Any = ...) -> Point:
    v = rec.get(key, list) if value is ... else value
    if not isinstance(v, list) or len(v) != 2 or not all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in v):
        raise rec.fail(f"{key!r} must be a point [x, y], not {v!r}")
    return (v[0], v[1])


def _polygon(rec: _Rec, key: str, value: Any = ..., width: float = 1000, height: float = 620) -> tuple[Point, ...]:
    v = rec.get(key, list) if value is ... else value
    if not isinstance(v, list) or len(v) < 3:
        raise rec.fail(f"{key!r} must list at least 3 points")
    pts = tuple(_point(rec, key, p) for p in v)
    for x, y in pts:
        if not (0 <= x <= width and 0 <= y <= height):
            raise rec.fail(f"{key!r} has the point {[x, y]} outside the {width:g} x {height:g} map")
    return pts


@dataclass(frozen=True)
class Amounts:
    """Food, gold, resource discs, cubes and victory points; negative food is a food cost."""

    food: int = 0
    gold: int = 0
    discs: int = 0
    cubes: int = 0
    vp: int = 0

    def get(self, kind: str) -> int:
        return int(getattr(self, kind))

    def items(self) -> tuple[tuple[str, int], ...]:
        return tuple((k, getattr(self, k)) for k in KINDS if getattr(self, k))

    def __bool__(self) -> bool:
        return any(getattr(self, k) for k in KINDS)


def _amounts(rec: _Rec, key: str, value: Any = ..., allow: tuple[str, ...] = KINDS, negative: tuple[str, ...] = ("food",)) -> Amounts:
    v = rec.get(key, dict, {}) if value is ... else value
    if not isinstance(v, dict):
        raise rec.fail(f"{key!r} must be a table of amounts, not {v!r}")
    out = {}
    for k, n in v.items():
        if k not in allow:
            raise rec.fail(f"{key!r} names {k!r}; allowed: {', '.join(allow)}")
        if not isinstance(n, int) or isinstance(n, bool):
            raise rec.fail(f"{key!r}.{k} must be a whole number, not {n!r}")
        if n < 0 and k not in negative:
            raise rec.fail(f"{key!r}.{k} must not be negative ({n})")
        out[k] = n
    return Amounts(**out)
