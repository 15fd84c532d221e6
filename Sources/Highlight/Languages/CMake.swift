extension Languages {
    static let cmakeDefinition: LexerDefinition = {
        let builtins = """
            add_compile_definitions add_compile_options add_custom_command add_custom_target add_definitions \
            add_dependencies add_executable add_library add_link_options add_subdirectory add_test \
            aux_source_directory break build_command build_name cmake_host_system_information cmake_language \
            cmake_minimum_required cmake_parse_arguments cmake_policy configure_file create_test_sourcelist \
            define_property else elseif enable_language enable_testing endforeach endfunction endif endmacro \
            endwhile exec_program execute_process export export_library_dependencies file find_file find_library \
            find_package find_path find_program fltk_wrap_ui foreach function get_cmake_property \
            get_directory_property get_filename_component get_property get_source_file_property \
            get_target_property get_test_property if include include_directories include_external_msproject \
            include_guard include_regular_expression install install_files install_programs install_targets \
            link_directories link_libraries list load_cache load_command macro make_directory mark_as_advanced \
            math message option output_required_files project qt_wrap_cpp qt_wrap_ui remove remove_definitions \
            return separate_arguments set set_directory_properties set_property set_source_files_properties \
            set_target_properties set_tests_properties site_name source_group string subdir_depends subdirs \
            target_compile_definitions target_compile_features target_compile_options target_include_directories \
            target_link_directories target_link_libraries target_link_options target_precompile_headers \
            target_sources try_compile try_run unset use_mangled_mesa utility_source variable_requires \
            variable_watch while write_file
            """
        let space = "[ \\t]"
        // Each character of a state not otherwise matched, in the state's class.
        func fallback(_ token: TokenClass) -> [Rule] { [r(#"\r\n?|\n"#, token), r(".", token)] }
        // A bracket argument or comment ends at `]`, as many `=`, `]` as it opened with: a
        // state per count of `=` (Rouge remembers the length).
        let maxLevel = 12
        var openers: [Rule] = []
        var bracketStates: [(String, [Rule])] = []
        for level in (0...maxLevel).reversed() {
            let eq = String(repeating: "=", count: level)
            openers.append(r("#\\[" + eq + "\\[", .cm, .goto("bracket_comment_\(level)")))
        }
        for level in (0...maxLevel).reversed() {
            let eq = String(repeating: "=", count: level)
            openers.append(r("\\[" + eq + "\\[", .s2, .goto("bracket_string_\(level)")))
        }
        for level in 0...maxLevel {
            let eq = String(repeating: "=", count: level)
            bracketStates.append(("bracket_string_\(level)", [
                r("\\]" + eq + "\\]", .s2, .goto("root")), r(#"\]=*\]"#, .s2), inc("variable_interpolation"),
            ] + fallback(.s2)))
            bracketStates.append(("bracket_comment_\(level)", [
                r("\\]" + eq + "\\]", .cm, .goto("root")), r(#"\]=*\]"#, .cm),
            ] + fallback(.cm)))
        }
        return LexerDefinition(states: [
            ("root", [
                inc("variable_interpolation"),
                r(space, .text),
                r("[()]", .p),
                // Longer openers than the states cover: no end (Rouge's would need the length).
                r("#\\[={\(maxLevel + 1),}\\[", .cm, .goto("bracket_comment_long")),
                r("\\[={\(maxLevel + 1),}\\[", .s2, .goto("bracket_string_long")),
            ] + openers + [
                r(#"\\""#, .text),
                r("\"", .s2, push("quoted_argument")),
                g("(" + words(builtins, prefix: "", suffix: "") + ")(" + space + "*)(\\()", [.nb, .text, .p]),
                g("([A-Za-z_][A-Za-z0-9_]*)(" + space + "*)(\\()", [.nf, .text, .p]),
                r("#.*", .c1),
            ] + fallback(.text)),
            ("variable_interpolation", [r(#"\$\{"#, .si, push("variable_reference"))]),
            ("bracket_string_long", [r(#"\]=*\]"#, .s2), inc("variable_interpolation")] + fallback(.s2)),
            ("bracket_comment_long", [r(#"\]=*\]"#, .cm)] + fallback(.cm)),
            ("variable_reference", [inc("variable_interpolation"), r("\\}", .si, pop)] + fallback(.nv)),
            ("quoted_argument", [
                inc("variable_interpolation"),
                r("\"", .s2, push("root")),
                r(#"\\[()#" \\$@^trn;]"#, .se),
            ] + fallback(.s2)),
        ] + bracketStates)
    }()
}
