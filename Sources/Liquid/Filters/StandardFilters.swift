extension Environment {
    /// Registers Liquid's standard filters.
    func registerStandardFilters() {
    }
}
