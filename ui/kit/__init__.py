"""The shared screen parts: the scene lifecycle, overlays, layouts, text, sound, memory and warm-up."""
