---
---
square = (x) -> x * x
