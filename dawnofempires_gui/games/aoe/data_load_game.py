"""Loading the Age of Empires data, second part: game.toml (the game-wide tables), board.toml (the layout
per player count), civilizations.toml (names only) and decisions.toml (every house value explained)."""
from __future__ import annotations

from dawnofempires_gui.games.aoe.data_board import (BoardLayout, Civilization, CivilizationChoice, Decision,
                                                    Foundation, Section, Settings)
from dawnofempires_gui.games.aoe.data_read import Context, _check_top, _Rec, _records, _table
from dawnofempires_gui.games.aoe.data_types import (DECISION_KINDS, DICE, PHASES, POPULATION_KINDS, RESOURCE_KINDS,
                                                    DataError)


def _game(ctx: Context) -> None:
    """game.toml: the game-wide tables."""
    docs, note, age_order, known_building = ctx.docs, ctx.note, ctx.age_order, ctx.known_building
    file = "game.toml"
    doc = docs[file]
    names = ("players", "resources", "setup", "collection", "transfer", "population", "distance",
             "command_control", "phases", "foundation", "targeting", "ships")
    _check_top(file, doc, names)
    tables = {name: _table(file, doc, name) for name in names}
    t = tables
    counts = t["players"].list_("counts", lambda v: isinstance(v, int) and not isinstance(v, bool) and v > 1,
                                "player counts")
    kinds = t["resources"].list_("kinds", lambda v: isinstance(v, str), "resource names")
    if kinds != RESOURCE_KINDS:
        raise t["resources"].error(f"field 'kinds' must be {list(RESOURCE_KINDS)}, got {list(kinds)}")
    start_age = t["setup"].str_("start_age")
    if start_age != age_order[0]:
        raise t["setup"].error(f"field 'start_age' is {start_age!r}, but the first Age is {age_order[0]!r}")
    collect_requires = t["collection"].str_("requires")
    known_building(t["collection"], "requires", collect_requires)
    phases = t["phases"].list_("order", lambda v: v in PHASES, f"phases ({', '.join(PHASES)})")
    if sorted(phases) != sorted(PHASES):
        raise t["phases"].error("field 'order' must name every phase once")
    pop = t["population"].list_("counts", lambda v: v in POPULATION_KINDS, f"of {', '.join(POPULATION_KINDS)}")
    orthogonal = t["distance"].halves("orthogonal")
    diagonal = t["distance"].halves("diagonal")
    if not 0 < orthogonal <= diagonal:
        raise t["distance"].error("a diagonal step must be at least as long as a side step, both above 0")
    foundation = Foundation(
        steps=t["foundation"].int_("steps", minimum=1), defence=t["foundation"].int_("defence"),
        attackable=t["foundation"].bool_("attackable"),
        satisfies_prerequisites=t["foundation"].bool_("satisfies_prerequisites"),
        counts_for_victory=t["foundation"].bool_("counts_for_victory"),
        counts_for_population=t["foundation"].bool_("counts_for_population"),
    )
    if foundation.defence not in DICE:
        raise t["foundation"].error(f"field 'defence' is d{foundation.defence}, not a die")
    settings = Settings(
        player_counts=counts,
        teams_from=t["players"].int_("teams_from", minimum=2),
        resource_kinds=kinds,
        start_resources=t["resources"].cost("start"),
        hidden_from_opponents=t["resources"].bool_("hidden_from_opponents"),
        start_age=start_age,
        start_town_centers=t["setup"].int_("town_centers", minimum=1),
        town_center_square=t["setup"].str_("town_center_square", choices=("start_section_land",)),
        start_villagers=t["setup"].int_("villagers"),
        villagers_square=t["setup"].str_("villagers_square", choices=("town_center",)),
        collect_requires=collect_requires,
        collect_split=t["collection"].str_("split", choices=("any",)),
        transfer_allies_only=t["transfer"].bool_("allies_only"),
        transfer_phase=t["transfer"].str_("phase", choices=PHASES),
        transfer_fee_percent=t["transfer"].int_("fee_percent"),
        transfer_fee_paid_by=t["transfer"].str_("fee_paid_by", choices=("sender",)),
        transfer_fee_rounding=t["transfer"].str_("fee_rounding", choices=("up", "down")),
        units_per_house=t["population"].int_("per_house"),
        units_per_town_center=t["population"].int_("per_town_center"),
        population_counts=frozenset(pop),
        orthogonal_halves=orthogonal,
        diagonal_halves=diagonal,
        distance_measure=t["distance"].str_("measure", choices=("shortest_path",)),
        chits_per_player=t["command_control"].int_("chits_per_player", minimum=1),
        phases=phases,
        foundation=foundation,
        tie_breaks=t["targeting"].list_("tie_breaks", lambda v: v in ("oldest_unit", "nearest_own_town_center"),
                                         "tie-breaks"),
        ship_appears=t["ships"].str_("appear", choices=("nearest_adjacent_sea",)),
    )
    for name, rec in tables.items():
        source, house = rec.source()
        rec.done()
        note(f"game.{name}", rec, source, house)
    ctx.counts = counts
    ctx.settings = settings


def _board(ctx: Context) -> None:
    """board.toml: the section size, the sea ring and the layout for each player count."""
    docs, note, counts = ctx.docs, ctx.note, ctx.counts
    file = "board.toml"
    doc = docs[file]
    _check_top(file, doc, ("section", "sea", "layout"))
    section_rec, sea_rec = _table(file, doc, "section"), _table(file, doc, "sea")
    size = section_rec.int_("size", minimum=1)
    ring = sea_rec.int_("ring", minimum=0)
    for name, rec in (("section", section_rec), ("sea", sea_rec)):
        source, house = rec.source()
        rec.done()
        note(f"board.{name}", rec, source, house)
    layouts = {}
    raw_layouts = doc.get("layout")
    if not isinstance(raw_layouts, list) or not raw_layouts:
        raise DataError(f"{file}: expected at least one [[layout]] record")
    for index, raw in enumerate(raw_layouts, 1):
        label = f"layout for {raw['players']} players" if isinstance(raw, dict) and "players" in raw else f"layout #{index}"
        rec = _Rec(file, label, raw)
        players = rec.int_("players", minimum=2)
        width, height = rec.int_("width", minimum=1), rec.int_("height", minimum=1)
        source, house = rec.source()
        rows = rec.list_("sections", lambda v: isinstance(v, dict), "tables")
        rec.done()
        if players in layouts:
            raise rec.error("a second layout for the same number of players")
        if players not in counts:
            raise rec.error(f"{players} players is not a player count of game.toml ({list(counts)})")
        sections = []
        for number, row in enumerate(rows, 1):
            srec = _Rec(file, f"{label}, section #{number}", row)
            sections.append(Section(col=srec.int_("col"), row=srec.int_("row"), seat=srec.int_("seat"),
                                    team=srec.int_("team"), size=size))
            srec.done()
        if len(sections) != players:
            raise rec.error(f"{len(sections)} sections for {players} players")
        if sorted(s.seat for s in sections) != list(range(players)):
            raise rec.error("the sections' seats must be 0 … players-1, each once")
        sections.sort(key=lambda s: s.seat)
        if len({(s.col, s.row) for s in sections}) != players:
            raise rec.error("two sections in the same place")
        cols, rows_ = max(s.col for s in sections) + 1, max(s.row for s in sections) + 1
        if (width, height) != (cols * size, rows_ * size) or cols * rows_ != players:
            raise rec.error(f"{width}x{height} squares is not {cols}x{rows_} sections of {size} filled completely")
        teams = {s.team for s in sections}
        if teams != {0, 1} or any(sum(s.team == team for s in sections) * 2 != players for team in teams):
            raise rec.error("the sections must form two equal teams 0 and 1")
        for a in sections:
            for b in sections:
                if a.seat < b.seat and a.team == b.team and a.touches_edge(b):
                    raise rec.error(f"allies' sections (seats {a.seat} and {b.seat}) share an edge")
        layouts[players] = BoardLayout(
            players=players, width=width, height=height, section_size=size, sea_ring=ring,
            sections=tuple(sections), source=source, house_fields=house,
        )
        note(f"layout.{players}", rec, source, house)
    missing = [n for n in counts if n not in layouts]
    if missing:
        raise DataError(f"{file}: no layout for {', '.join(map(str, missing))} players")
    ctx.layouts = layouts


def _civilizations(ctx: Context) -> None:
    """civilizations.toml: the names (flavour only) and the choice rule."""
    docs, note = ctx.docs, ctx.note
    file = "civilizations.toml"
    doc = docs[file]
    _check_top(file, doc, ("choice", "civilization"))
    rec = _table(file, doc, "choice")
    choice_source, choice_house = rec.source()
    choice = CivilizationChoice(
        all_play_alike=rec.bool_("all_play_alike"),
        same_civilization_allowed=rec.bool_("same_civilization_allowed"), source=choice_source,
    )
    rec.done()
    if not choice.all_play_alike:
        raise rec.error("only all_play_alike = true is supported: there is no table of civilization attributes")
    note("civilizations.choice", rec, choice_source, choice_house)
    civilizations = {}
    for rec in _records(file, doc, "civilization", "civilization"):
        source, house = rec.source()
        civilizations[rec.raw["id"]] = Civilization(id=rec.str_("id"), name=rec.str_("name"), source=source)
        rec.done()  # a civilization has a name and nothing else: any other field is refused here
        note(f"civilization.{rec.raw['id']}", rec, source, house)
    ctx.choice = choice
    ctx.civilizations = civilizations


def _decisions(ctx: Context) -> None:
    """decisions.toml: every house decision, checked both ways against the values."""
    docs, sources = ctx.docs, ctx.sources
    file = "decisions.toml"
    doc = docs[file]
    _check_top(file, doc, ("decision",))
    decisions = {}
    for rec in _records(file, doc, "decision", "decision"):
        kind = rec.str_("kind", choices=DECISION_KINDS)
        decision = Decision(
            id=rec.str_("id"), kind=kind, title=rec.str_("title"), clauses=rec.ids("clauses"),
            text=rec.str_("decision"), fills=rec.ids("fills", ()), affects=rec.ids("affects", ()),
            source=rec.str_("source", choices=("house",)),
        )
        rec.done()
        if kind == "contradiction" and not decision.affects:
            raise rec.error("a contradiction names the values it settles in 'affects'")
        for ref in decision.fills:
            if ref not in sources:
                raise rec.error(f"'fills' names {ref!r}, which is no value of the data")
            if sources[ref] != "house":
                raise rec.error(f"'fills' names {ref!r}, which is not marked house where it is defined")
        for ref in decision.affects:
            if ref not in sources:
                raise rec.error(f"'affects' names {ref!r}, which is no value of the data")
        decisions[decision.id] = decision
    filled = [ref for d in decisions.values() for ref in d.fills]
    for ref, source in sources.items():
        if source == "house" and not any(ref == f or ref.startswith(f + ".") for f in filled):
            raise DataError(f"{file}: the house value {ref!r} is explained by no decision's 'fills'")

    ctx.decisions = decisions
