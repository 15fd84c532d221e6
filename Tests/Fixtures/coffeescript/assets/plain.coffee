cube = (x) -> x * x * x
