"""Rise of Empires — three eras of placing action discs, building cities and fighting over the world map (2–5 players)."""
