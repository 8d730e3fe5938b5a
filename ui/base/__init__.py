"""The bottom layer: words (languages), colours, marks and seats, which everything above may use."""
