"""Rules of the Hexcade games. Pure Python: nothing here imports pygame or anything above engine/."""
