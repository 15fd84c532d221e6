print("LiquidBench: not written yet")
