// ISBL's constants and enumerations, interfaces and global variables, lower-cased (Rouge's lists).
enum ISBLWords {
    static let constants = #"""
        sysres_const_acces_right_type_edit sysres_const_acces_right_type_full sysres_const_acces_right_type_view \#
        sysres_const_access_mode_requisite_code sysres_const_access_no_access_view \#
        sysres_const_access_no_access_view_code sysres_const_access_rights_add_requisite_code \#
        sysres_const_access_rights_add_requisite_yes_code sysres_const_access_rights_change_requisite_code \#
        sysres_const_access_rights_change_requisite_yes_code sysres_const_access_rights_delete_requisite_code \#
        sysres_const_access_rights_delete_requisite_yes_code sysres_const_access_rights_execute_requisite_code \#
        sysres_const_access_rights_execute_requisite_yes_code sysres_const_access_rights_no_access_requisite_code \#
        sysres_const_access_rights_no_access_requisite_yes_code sysres_const_access_rights_ratify_requisite_code \#
        sysres_const_access_rights_ratify_requisite_yes_code sysres_const_access_rights_requisite_code \#
        sysres_const_access_rights_view sysres_const_access_rights_view_code \#
        sysres_const_access_rights_view_requisite_code sysres_const_access_rights_view_requisite_yes_code \#
        sysres_const_access_type_change sysres_const_access_type_change_code sysres_const_access_type_exists \#
        sysres_const_access_type_exists_code sysres_const_access_type_full sysres_const_access_type_full_code \#
        sysres_const_access_type_view sysres_const_access_type_view_code sysres_const_action_type_abort \#
        sysres_const_action_type_accept sysres_const_action_type_access_rights sysres_const_action_type_add_attachment \#
        sysres_const_action_type_change_card sysres_const_action_type_change_kind \#
        sysres_const_action_type_change_storage sysres_const_action_type_continue sysres_const_action_type_copy \#
        sysres_const_action_type_create sysres_const_action_type_create_version sysres_const_action_type_delete \#
        sysres_const_action_type_delete_attachment sysres_const_action_type_delete_version \#
        sysres_const_action_type_disable_delegate_access_rights sysres_const_action_type_enable_delegate_access_rights \#
        sysres_const_action_type_encryption_by_certificate \#
        sysres_const_action_type_encryption_by_certificate_and_password \#
        sysres_const_action_type_encryption_by_password sysres_const_action_type_export_with_lock \#
        sysres_const_action_type_export_without_lock sysres_const_action_type_import_with_unlock \#
        sysres_const_action_type_import_without_unlock sysres_const_action_type_life_cycle_stage \#
        sysres_const_action_type_lock sysres_const_action_type_lock_for_server sysres_const_action_type_lock_modify \#
        sysres_const_action_type_mark_as_readed sysres_const_action_type_mark_as_unreaded \#
        sysres_const_action_type_modify sysres_const_action_type_modify_card sysres_const_action_type_move_to_archive \#
        sysres_const_action_type_off_encryption sysres_const_action_type_password_change \#
        sysres_const_action_type_perform sysres_const_action_type_recover_from_local_copy \#
        sysres_const_action_type_restart sysres_const_action_type_restore_from_archive \#
        sysres_const_action_type_revision sysres_const_action_type_send_by_mail sysres_const_action_type_sign \#
        sysres_const_action_type_start sysres_const_action_type_unlock sysres_const_action_type_unlock_from_server \#
        sysres_const_action_type_version_state sysres_const_action_type_version_visibility \#
        sysres_const_action_type_view sysres_const_action_type_view_shadow_copy \#
        sysres_const_action_type_workflow_description_modify sysres_const_action_type_write_history \#
        sysres_const_active_version_state_pick_value sysres_const_add_reference_mode_name \#
        sysres_const_addition_requisite_code sysres_const_additional_params_requisite_code \#
        sysres_const_aditional_job_end_date_requisite_name sysres_const_aditional_job_read_requisite_name \#
        sysres_const_aditional_job_start_date_requisite_name sysres_const_aditional_job_state_requisite_name \#
        sysres_const_administration_history_adding_user_to_group_action \#
        sysres_const_administration_history_adding_user_to_group_action_code \#
        sysres_const_administration_history_creation_comp_action \#
        sysres_const_administration_history_creation_comp_action_code \#
        sysres_const_administration_history_creation_group_action \#
        sysres_const_administration_history_creation_group_action_code \#
        sysres_const_administration_history_creation_user_action \#
        sysres_const_administration_history_creation_user_action_code \#
        sysres_const_administration_history_database_user_creation \#
        sysres_const_administration_history_database_user_creation_action \#
        sysres_const_administration_history_database_user_deletion \#
        sysres_const_administration_history_database_user_deletion_action \#
        sysres_const_administration_history_deletion_comp_action \#
        sysres_const_administration_history_deletion_comp_action_code \#
        sysres_const_administration_history_deletion_group_action \#
        sysres_const_administration_history_deletion_group_action_code \#
        sysres_const_administration_history_deletion_user_action \#
        sysres_const_administration_history_deletion_user_action_code \#
        sysres_const_administration_history_deletion_user_from_group_action \#
        sysres_const_administration_history_deletion_user_from_group_action_code \#
        sysres_const_administration_history_granting_filterer_action \#
        sysres_const_administration_history_granting_filterer_action_code \#
        sysres_const_administration_history_granting_filterer_restriction_action \#
        sysres_const_administration_history_granting_filterer_restriction_action_code \#
        sysres_const_administration_history_granting_privilege_action \#
        sysres_const_administration_history_granting_privilege_action_code \#
        sysres_const_administration_history_granting_rights_action \#
        sysres_const_administration_history_granting_rights_action_code \#
        sysres_const_administration_history_is_main_server_changed_action \#
        sysres_const_administration_history_is_main_server_changed_action_code \#
        sysres_const_administration_history_is_public_changed_action \#
        sysres_const_administration_history_is_public_changed_action_code \#
        sysres_const_administration_history_removing_filterer_action \#
        sysres_const_administration_history_removing_filterer_action_code \#
        sysres_const_administration_history_removing_filterer_restriction_action \#
        sysres_const_administration_history_removing_filterer_restriction_action_code \#
        sysres_const_administration_history_removing_privilege_action \#
        sysres_const_administration_history_removing_privilege_action_code \#
        sysres_const_administration_history_removing_rights_action \#
        sysres_const_administration_history_removing_rights_action_code \#
        sysres_const_administration_history_server_login_creation \#
        sysres_const_administration_history_server_login_creation_action \#
        sysres_const_administration_history_server_login_deletion \#
        sysres_const_administration_history_server_login_deletion_action \#
        sysres_const_administration_history_updating_category_action \#
        sysres_const_administration_history_updating_category_action_code \#
        sysres_const_administration_history_updating_comp_title_action \#
        sysres_const_administration_history_updating_comp_title_action_code \#
        sysres_const_administration_history_updating_full_name_action \#
        sysres_const_administration_history_updating_full_name_action_code \#
        sysres_const_administration_history_updating_group_action \#
        sysres_const_administration_history_updating_group_action_code \#
        sysres_const_administration_history_updating_parent_group_action \#
        sysres_const_administration_history_updating_parent_group_action_code \#
        sysres_const_administration_history_updating_user_auth_type_action \#
        sysres_const_administration_history_updating_user_auth_type_action_code \#
        sysres_const_administration_history_updating_user_login_action \#
        sysres_const_administration_history_updating_user_login_action_code \#
        sysres_const_administration_history_updating_user_status_action \#
        sysres_const_administration_history_updating_user_status_action_code \#
        sysres_const_administration_history_user_password_change \#
        sysres_const_administration_history_user_password_change_action sysres_const_all_accept_condition_rus \#
        sysres_const_all_users_group sysres_const_all_users_group_name sysres_const_all_users_server_group_name \#
        sysres_const_allowed_access_type_code sysres_const_allowed_access_type_name \#
        sysres_const_app_viewer_type_requisite_code sysres_const_approving_signature_name \#
        sysres_const_approving_signature_requisite_code sysres_const_assistant_substitue_type \#
        sysres_const_assistant_substitue_type_code sysres_const_attach_type_component_token \#
        sysres_const_attach_type_doc sysres_const_attach_type_edoc sysres_const_attach_type_folder \#
        sysres_const_attach_type_job sysres_const_attach_type_reference sysres_const_attach_type_task \#
        sysres_const_auth_encoded_password sysres_const_auth_encoded_password_code sysres_const_auth_novell \#
        sysres_const_auth_password sysres_const_auth_password_code sysres_const_auth_windows \#
        sysres_const_authenticating_signature_name sysres_const_authenticating_signature_requisite_code \#
        sysres_const_auto_enum_method_flag sysres_const_auto_numeration_code sysres_const_auto_strong_enum_method_flag \#
        sysres_const_autotext_name_requisite_code sysres_const_autotext_text_requisite_code \#
        sysres_const_autotext_usage_all sysres_const_autotext_usage_all_code sysres_const_autotext_usage_sign \#
        sysres_const_autotext_usage_sign_code sysres_const_autotext_usage_work sysres_const_autotext_usage_work_code \#
        sysres_const_autotext_use_anywhere_code sysres_const_autotext_use_on_signing_code \#
        sysres_const_autotext_use_on_work_code sysres_const_begin_date_requisite_code \#
        sysres_const_black_life_cycle_stage_font_color sysres_const_blue_life_cycle_stage_font_color \#
        sysres_const_btn_part sysres_const_calculated_role_type_code sysres_const_call_type_variable_button_value \#
        sysres_const_call_type_variable_program_value sysres_const_cancel_message_function_result \#
        sysres_const_card_part sysres_const_card_reference_mode_name \#
        sysres_const_certificate_type_requisite_encrypt_value \#
        sysres_const_certificate_type_requisite_sign_and_encrypt_value \#
        sysres_const_certificate_type_requisite_sign_value sysres_const_check_param_value_date_param_type \#
        sysres_const_check_param_value_float_param_type sysres_const_check_param_value_integer_param_type \#
        sysres_const_check_param_value_pick_param_type sysres_const_check_param_value_reefrence_param_type \#
        sysres_const_closed_record_flag_value_feminine sysres_const_closed_record_flag_value_masculine \#
        sysres_const_code_component_type_admin sysres_const_code_component_type_developer \#
        sysres_const_code_component_type_docs sysres_const_code_component_type_edoc_cards \#
        sysres_const_code_component_type_external_executable sysres_const_code_component_type_other \#
        sysres_const_code_component_type_reference sysres_const_code_component_type_report \#
        sysres_const_code_component_type_script sysres_const_code_component_type_url \#
        sysres_const_code_requisite_access sysres_const_code_requisite_code sysres_const_code_requisite_component \#
        sysres_const_code_requisite_description sysres_const_code_requisite_exclude_component \#
        sysres_const_code_requisite_record sysres_const_comment_req_code sysres_const_common_settings_requisite_code \#
        sysres_const_comp_code_grd sysres_const_component_group_type_requisite_code \#
        sysres_const_component_type_admin_components sysres_const_component_type_developer_components \#
        sysres_const_component_type_docs sysres_const_component_type_edoc_cards sysres_const_component_type_edocs \#
        sysres_const_component_type_external_executable sysres_const_component_type_other \#
        sysres_const_component_type_reference_types sysres_const_component_type_references \#
        sysres_const_component_type_reports sysres_const_component_type_scripts sysres_const_component_type_url \#
        sysres_const_components_remote_servers_view_code sysres_const_condition_block_description \#
        sysres_const_const_firm_status_common sysres_const_const_firm_status_individual \#
        sysres_const_const_negative_value sysres_const_const_positive_value \#
        sysres_const_const_server_status_dont_replicate sysres_const_const_server_status_replicate \#
        sysres_const_contents_requisite_code sysres_const_data_type_boolean sysres_const_data_type_date \#
        sysres_const_data_type_float sysres_const_data_type_integer sysres_const_data_type_pick \#
        sysres_const_data_type_reference sysres_const_data_type_string sysres_const_data_type_text \#
        sysres_const_data_type_variant sysres_const_date_close_req_code sysres_const_date_format_date_only_char \#
        sysres_const_date_open_req_code sysres_const_date_requisite sysres_const_date_requisite_code \#
        sysres_const_date_requisite_name sysres_const_date_requisite_type sysres_const_date_type_char \#
        sysres_const_datetime_format_value sysres_const_dea_access_rights_action_code \#
        sysres_const_description_localize_id_requisite_code sysres_const_description_requisite_code \#
        sysres_const_det1_part sysres_const_det2_part sysres_const_det3_part sysres_const_det4_part \#
        sysres_const_det5_part sysres_const_det6_part sysres_const_detail_dataset_key_requisite_code \#
        sysres_const_detail_pick_requisite_code sysres_const_detail_req_code sysres_const_do_not_use_access_type_code \#
        sysres_const_do_not_use_access_type_name sysres_const_do_not_use_on_view_access_type_code \#
        sysres_const_do_not_use_on_view_access_type_name sysres_const_document_storages_code \#
        sysres_const_document_templates_type_name sysres_const_double_requisite_code \#
        sysres_const_editor_close_file_observ_type_code sysres_const_editor_close_process_observ_type_code \#
        sysres_const_editor_type_requisite_code sysres_const_editors_application_name_requisite_code \#
        sysres_const_editors_create_several_processes_requisite_code sysres_const_editors_extension_requisite_code \#
        sysres_const_editors_observer_by_process_type sysres_const_editors_reference_code \#
        sysres_const_editors_replace_spec_chars_requisite_code sysres_const_editors_use_plugins_requisite_code \#
        sysres_const_editors_view_document_opened_to_edit_code sysres_const_edoc_card_type_requisite_code \#
        sysres_const_edoc_card_types_link_requisite_code sysres_const_edoc_certificate_and_password_encode_code \#
        sysres_const_edoc_certificate_encode_code sysres_const_edoc_date_requisite_code \#
        sysres_const_edoc_kind_reference_code sysres_const_edoc_kinds_by_template_action_code \#
        sysres_const_edoc_manage_access_code sysres_const_edoc_none_encode_code \#
        sysres_const_edoc_number_requisite_code sysres_const_edoc_password_encode_code \#
        sysres_const_edoc_readonly_access_code sysres_const_edoc_shell_life_type_view_value \#
        sysres_const_edoc_size_restriction_priority_requisite_code \#
        sysres_const_edoc_storage_check_access_rights_requisite_code \#
        sysres_const_edoc_storage_computer_name_requisite_code sysres_const_edoc_storage_database_name_requisite_code \#
        sysres_const_edoc_storage_edit_in_storage_requisite_code sysres_const_edoc_storage_local_path_requisite_code \#
        sysres_const_edoc_storage_shared_source_name_requisite_code sysres_const_edoc_template_requisite_code \#
        sysres_const_edoc_types_reference_code sysres_const_edoc_version_active_stage_code \#
        sysres_const_edoc_version_design_stage_code sysres_const_edoc_version_obsolete_stage_code \#
        sysres_const_edoc_write_acces_code sysres_const_edocument_card_requisites_reference_code_selected_requisite \#
        sysres_const_encode_certificate_type_code sysres_const_end_date_requisite_code \#
        sysres_const_enumeration_type_requisite_code sysres_const_execute_access_rights_type_code \#
        sysres_const_executive_file_storage_type sysres_const_exist_const sysres_const_exist_value \#
        sysres_const_export_lock_type_ask sysres_const_export_lock_type_with_lock \#
        sysres_const_export_lock_type_without_lock sysres_const_export_version_type_ask \#
        sysres_const_export_version_type_last sysres_const_export_version_type_last_active \#
        sysres_const_extension_requisite_code sysres_const_filter_name_requisite_code \#
        sysres_const_filter_requisite_code sysres_const_filter_type_common_code sysres_const_filter_type_common_name \#
        sysres_const_filter_type_user_code sysres_const_filter_type_user_name sysres_const_filter_value_requisite_name \#
        sysres_const_float_number_format_char sysres_const_float_requisite_type sysres_const_folder_author_value \#
        sysres_const_folder_kind_any_objects sysres_const_folder_kind_components sysres_const_folder_kind_edocs \#
        sysres_const_folder_kind_jobs sysres_const_folder_kind_tasks sysres_const_folder_type_common \#
        sysres_const_folder_type_component sysres_const_folder_type_favorites sysres_const_folder_type_inbox \#
        sysres_const_folder_type_outbox sysres_const_folder_type_quick_launch sysres_const_folder_type_search \#
        sysres_const_folder_type_shortcuts sysres_const_folder_type_user sysres_const_from_dictionary_enum_method_flag \#
        sysres_const_full_substitute_type sysres_const_full_substitute_type_code sysres_const_function_cancel_result \#
        sysres_const_function_category_system sysres_const_function_category_user sysres_const_function_failure_result \#
        sysres_const_function_save_result sysres_const_generated_requisite \#
        sysres_const_green_life_cycle_stage_font_color sysres_const_group_account_type_value_code \#
        sysres_const_group_category_normal_code sysres_const_group_category_normal_name \#
        sysres_const_group_category_service_code sysres_const_group_category_service_name \#
        sysres_const_group_common_category_field_value sysres_const_group_full_name_requisite_code \#
        sysres_const_group_name_requisite_code sysres_const_group_rights_t_requisite_code \#
        sysres_const_group_server_codes_requisite_code sysres_const_group_server_name_requisite_code \#
        sysres_const_group_service_category_field_value sysres_const_group_user_requisite_code \#
        sysres_const_groups_reference_code sysres_const_groups_requisite_code sysres_const_hidden_mode_name \#
        sysres_const_high_lvl_requisite_code sysres_const_history_action_create_code \#
        sysres_const_history_action_delete_code sysres_const_history_action_edit_code sysres_const_hour_char \#
        sysres_const_id_requisite_code sysres_const_idsps_requisite_code sysres_const_image_mode_color \#
        sysres_const_image_mode_greyscale sysres_const_image_mode_monochrome sysres_const_importance_high \#
        sysres_const_importance_low sysres_const_importance_normal sysres_const_in_design_version_state_pick_value \#
        sysres_const_incoming_work_rule_type_code sysres_const_int_requisite sysres_const_int_requisite_type \#
        sysres_const_integer_number_format_char sysres_const_integer_type_char \#
        sysres_const_is_generated_requisite_negative_value sysres_const_is_public_role_requisite_code \#
        sysres_const_is_remote_user_negative_value sysres_const_is_remote_user_positive_value \#
        sysres_const_is_stored_requisite_negative_value sysres_const_is_stored_requisite_stored_value \#
        sysres_const_italic_life_cycle_stage_draw_style sysres_const_job_block_description \#
        sysres_const_job_kind_control_job sysres_const_job_kind_job sysres_const_job_kind_notice \#
        sysres_const_job_state_aborted sysres_const_job_state_complete sysres_const_job_state_working \#
        sysres_const_kind_requisite_code sysres_const_kind_requisite_name \#
        sysres_const_kinds_create_shadow_copies_requisite_code \#
        sysres_const_kinds_default_edoc_life_stage_requisite_code \#
        sysres_const_kinds_edoc_all_teplates_allowed_requisite_code \#
        sysres_const_kinds_edoc_allow_life_cycle_stage_changing_requisite_code \#
        sysres_const_kinds_edoc_allow_multiple_active_versions_requisite_code \#
        sysres_const_kinds_edoc_share_acces_rights_by_default_code sysres_const_kinds_edoc_template_requisite_code \#
        sysres_const_kinds_edoc_type_requisite_code sysres_const_kinds_signers_requisites_code \#
        sysres_const_kod_input_type sysres_const_last_update_date_requisite_code \#
        sysres_const_life_cycle_start_stage_requisite_code sysres_const_lilac_life_cycle_stage_font_color \#
        sysres_const_link_object_kind_component sysres_const_link_object_kind_document \#
        sysres_const_link_object_kind_edoc sysres_const_link_object_kind_folder sysres_const_link_object_kind_job \#
        sysres_const_link_object_kind_reference sysres_const_link_object_kind_task \#
        sysres_const_link_ref_type_requisite_code sysres_const_list_reference_mode_name \#
        sysres_const_localization_dictionary_main_view_code sysres_const_main_view_code \#
        sysres_const_manual_enum_method_flag sysres_const_master_comp_type_requisite_code \#
        sysres_const_master_table_rec_id_requisite_code sysres_const_maximized_mode_name sysres_const_me_value \#
        sysres_const_message_attention_caption sysres_const_message_confirmation_caption \#
        sysres_const_message_error_caption sysres_const_message_information_caption sysres_const_minimized_mode_name \#
        sysres_const_minute_char sysres_const_module_requisite_code sysres_const_monitoring_block_description \#
        sysres_const_month_format_value sysres_const_name_localize_id_requisite_code sysres_const_name_requisite_code \#
        sysres_const_name_singular_requisite_code sysres_const_namean_input_type sysres_const_negative_pick_value \#
        sysres_const_negative_value sysres_const_no sysres_const_no_pick_value \#
        sysres_const_no_signature_requisite_code sysres_const_no_value sysres_const_none_access_rights_type_code \#
        sysres_const_nonoperating_record_flag_value sysres_const_nonoperating_record_flag_value_masculine \#
        sysres_const_normal_access_rights_type_code sysres_const_normal_life_cycle_stage_draw_style \#
        sysres_const_normal_mode_name sysres_const_not_allowed_access_type_code \#
        sysres_const_not_allowed_access_type_name sysres_const_note_requisite_code \#
        sysres_const_notice_block_description sysres_const_num_requisite sysres_const_num_str_requisite_code \#
        sysres_const_numeration_auto_not_strong sysres_const_numeration_auto_strong \#
        sysres_const_numeration_from_dictonary sysres_const_numeration_manual sysres_const_numeric_type_char \#
        sysres_const_numreq_requisite_code sysres_const_obsolete_version_state_pick_value \#
        sysres_const_operating_record_flag_value sysres_const_operating_record_flag_value_code \#
        sysres_const_operating_record_flag_value_feminine sysres_const_operating_record_flag_value_masculine \#
        sysres_const_optional_form_comp_reqcode_prefix sysres_const_orange_life_cycle_stage_font_color \#
        sysres_const_originalref_requisite_code sysres_const_ourfirm_ref_code sysres_const_ourfirm_requisite_code \#
        sysres_const_ourfirm_var sysres_const_outgoing_work_rule_type_code sysres_const_pick_negative_result \#
        sysres_const_pick_positive_result sysres_const_pick_requisite sysres_const_pick_requisite_type \#
        sysres_const_pick_type_char sysres_const_plan_status_requisite_code sysres_const_platform_version_comment \#
        sysres_const_plugins_settings_description_requisite_code sysres_const_positive_pick_value \#
        sysres_const_power_to_create_action_code sysres_const_power_to_sign_action_code \#
        sysres_const_priority_requisite_code sysres_const_qualified_task_type sysres_const_qualified_task_type_code \#
        sysres_const_recstat_requisite_code sysres_const_red_life_cycle_stage_font_color \#
        sysres_const_ref_id_t_ref_type_requisite_code sysres_const_ref_requisite sysres_const_ref_requisite_type \#
        sysres_const_ref_requisites_reference_code_selected_requisite \#
        sysres_const_reference_record_history_create_action_code \#
        sysres_const_reference_record_history_delete_action_code \#
        sysres_const_reference_record_history_modify_action_code sysres_const_reference_type_char \#
        sysres_const_reference_type_requisite_name sysres_const_references_add_params_requisite_code \#
        sysres_const_references_display_requisite_requisite_code sysres_const_remote_server_status_working \#
        sysres_const_remote_server_type_main sysres_const_remote_server_type_secondary \#
        sysres_const_remote_user_flag_value_code sysres_const_report_app_editor_internal \#
        sysres_const_report_base_report_id_requisite_code sysres_const_report_base_report_requisite_code \#
        sysres_const_report_script_requisite_code sysres_const_report_template_requisite_code \#
        sysres_const_report_viewer_code_requisite_code sysres_const_req_allow_component_default_value \#
        sysres_const_req_allow_record_default_value sysres_const_req_allow_server_component_default_value \#
        sysres_const_req_mode_available_code sysres_const_req_mode_edit_code sysres_const_req_mode_hidden_code \#
        sysres_const_req_mode_not_available_code sysres_const_req_mode_view_code \#
        sysres_const_req_number_requisite_code sysres_const_req_section_value sysres_const_req_type_value \#
        sysres_const_requisite_format_by_unit sysres_const_requisite_format_date_full \#
        sysres_const_requisite_format_date_time sysres_const_requisite_format_left sysres_const_requisite_format_right \#
        sysres_const_requisite_format_without_unit sysres_const_requisite_number_requisite_code \#
        sysres_const_requisite_section_actions sysres_const_requisite_section_button \#
        sysres_const_requisite_section_buttons sysres_const_requisite_section_card \#
        sysres_const_requisite_section_table sysres_const_requisite_section_table10 \#
        sysres_const_requisite_section_table11 sysres_const_requisite_section_table12 \#
        sysres_const_requisite_section_table13 sysres_const_requisite_section_table14 \#
        sysres_const_requisite_section_table15 sysres_const_requisite_section_table16 \#
        sysres_const_requisite_section_table17 sysres_const_requisite_section_table18 \#
        sysres_const_requisite_section_table19 sysres_const_requisite_section_table2 \#
        sysres_const_requisite_section_table20 sysres_const_requisite_section_table21 \#
        sysres_const_requisite_section_table22 sysres_const_requisite_section_table23 \#
        sysres_const_requisite_section_table24 sysres_const_requisite_section_table3 \#
        sysres_const_requisite_section_table4 sysres_const_requisite_section_table5 \#
        sysres_const_requisite_section_table6 sysres_const_requisite_section_table7 \#
        sysres_const_requisite_section_table8 sysres_const_requisite_section_table9 \#
        sysres_const_requisites_pseudoreference_requisite_number_requisite_code sysres_const_right_alignment_code \#
        sysres_const_roles_reference_code sysres_const_route_step_after_rus sysres_const_route_step_and_condition_rus \#
        sysres_const_route_step_or_condition_rus sysres_const_route_type_complex sysres_const_route_type_parallel \#
        sysres_const_route_type_serial sysres_const_sbdatasetdesc_negative_value \#
        sysres_const_sbdatasetdesc_positive_value sysres_const_sbviewsdesc_positive_value \#
        sysres_const_script_block_description sysres_const_search_by_text_requisite_code \#
        sysres_const_searches_component_content sysres_const_searches_criteria_action_name \#
        sysres_const_searches_edoc_content sysres_const_searches_folder_content sysres_const_searches_job_content \#
        sysres_const_searches_reference_code sysres_const_searches_task_content sysres_const_second_char \#
        sysres_const_section_requisite_actions_value sysres_const_section_requisite_card_value \#
        sysres_const_section_requisite_code sysres_const_section_requisite_detail_1_value \#
        sysres_const_section_requisite_detail_2_value sysres_const_section_requisite_detail_3_value \#
        sysres_const_section_requisite_detail_4_value sysres_const_section_requisite_detail_5_value \#
        sysres_const_section_requisite_detail_6_value sysres_const_select_reference_mode_name \#
        sysres_const_select_type_selectable sysres_const_select_type_selectable_only_child \#
        sysres_const_select_type_selectable_with_child sysres_const_select_type_unslectable \#
        sysres_const_server_type_main sysres_const_service_user_category_field_value \#
        sysres_const_settings_user_requisite_code sysres_const_signature_and_encode_certificate_type_code \#
        sysres_const_signature_certificate_type_code sysres_const_singular_title_requisite_code \#
        sysres_const_sql_server_authentification_flag_value_code \#
        sysres_const_sql_server_encode_authentification_flag_value_code sysres_const_standart_route_reference_code \#
        sysres_const_standart_route_reference_comment_requisite_code \#
        sysres_const_standart_routes_groups_reference_code sysres_const_state_req_name \#
        sysres_const_state_requisite_active_value sysres_const_state_requisite_closed_value \#
        sysres_const_state_requisite_code sysres_const_static_role_type_code sysres_const_status_plan_default_value \#
        sysres_const_status_value_autocleaning sysres_const_status_value_blue_square \#
        sysres_const_status_value_complete sysres_const_status_value_green_square \#
        sysres_const_status_value_orange_square sysres_const_status_value_purple_square \#
        sysres_const_status_value_red_square sysres_const_status_value_suspend sysres_const_status_value_yellow_square \#
        sysres_const_stdroute_show_to_users_requisite_code sysres_const_storage_type_file \#
        sysres_const_storage_type_sql_server sysres_const_str_requisite \#
        sysres_const_strikeout_life_cycle_stage_draw_style sysres_const_string_format_left_align_char \#
        sysres_const_string_format_right_align_char sysres_const_string_requisite_code \#
        sysres_const_string_requisite_type sysres_const_string_type_char sysres_const_substitutes_pseudoreference_code \#
        sysres_const_subtask_block_description sysres_const_system_setting_current_user_param_value \#
        sysres_const_system_setting_empty_value_param_value sysres_const_system_version_comment \#
        sysres_const_task_access_type_all sysres_const_task_access_type_all_members \#
        sysres_const_task_access_type_manual sysres_const_task_encode_type_certification \#
        sysres_const_task_encode_type_certification_and_password sysres_const_task_encode_type_none \#
        sysres_const_task_encode_type_password sysres_const_task_route_all_condition \#
        sysres_const_task_route_and_condition sysres_const_task_route_or_condition sysres_const_task_state_aborted \#
        sysres_const_task_state_complete sysres_const_task_state_continued sysres_const_task_state_control \#
        sysres_const_task_state_init sysres_const_task_state_working sysres_const_task_title \#
        sysres_const_task_types_groups_reference_code sysres_const_task_types_reference_code \#
        sysres_const_templates_reference_code sysres_const_test_date_requisite_name \#
        sysres_const_test_dev_database_name sysres_const_test_dev_system_code sysres_const_test_edms_database_name \#
        sysres_const_test_edms_main_code sysres_const_test_edms_main_db_name sysres_const_test_edms_second_code \#
        sysres_const_test_edms_second_db_name sysres_const_test_edms_system_code \#
        sysres_const_test_numeric_requisite_name sysres_const_text_requisite sysres_const_text_requisite_code \#
        sysres_const_text_requisite_type sysres_const_text_type_char sysres_const_type_code_requisite_code \#
        sysres_const_type_requisite_code sysres_const_undefined_life_cycle_stage_font_color \#
        sysres_const_units_section_id_requisite_code sysres_const_units_section_requisite_code \#
        sysres_const_unoperating_record_flag_value_code sysres_const_unstored_data_requisite_code \#
        sysres_const_unstored_data_requisite_name sysres_const_use_access_type_code sysres_const_use_access_type_name \#
        sysres_const_user_account_type_value_code sysres_const_user_additional_information_requisite_code \#
        sysres_const_user_and_group_id_from_pseudoreference_requisite_code sysres_const_user_category_normal \#
        sysres_const_user_certificate_requisite_code sysres_const_user_certificate_state_requisite_code \#
        sysres_const_user_certificate_subject_name_requisite_code \#
        sysres_const_user_certificate_thumbprint_requisite_code sysres_const_user_common_category \#
        sysres_const_user_common_category_code sysres_const_user_full_name_requisite_code \#
        sysres_const_user_group_type_requisite_code sysres_const_user_login_requisite_code \#
        sysres_const_user_remote_controller_requisite_code sysres_const_user_remote_system_requisite_code \#
        sysres_const_user_rights_t_requisite_code sysres_const_user_server_name_requisite_code \#
        sysres_const_user_service_category sysres_const_user_service_category_code \#
        sysres_const_user_status_administrator_code sysres_const_user_status_administrator_name \#
        sysres_const_user_status_developer_code sysres_const_user_status_developer_name \#
        sysres_const_user_status_disabled_code sysres_const_user_status_disabled_name \#
        sysres_const_user_status_system_developer_code sysres_const_user_status_user_code \#
        sysres_const_user_status_user_name sysres_const_user_status_user_name_deprecated \#
        sysres_const_user_type_field_value_user sysres_const_user_type_requisite_code \#
        sysres_const_users_controller_requisite_code sysres_const_users_is_main_server_requisite_code \#
        sysres_const_users_reference_code sysres_const_users_registration_certificates_action_name \#
        sysres_const_users_requisite_code sysres_const_users_system_requisite_code \#
        sysres_const_users_user_access_rights_typr_requisite_code \#
        sysres_const_users_user_authentication_requisite_code sysres_const_users_user_component_requisite_code \#
        sysres_const_users_user_group_requisite_code sysres_const_users_view_certificates_action_name \#
        sysres_const_view_default_code sysres_const_view_default_name sysres_const_viewer_requisite_code \#
        sysres_const_waiting_block_description sysres_const_wizard_form_label_test_string \#
        sysres_const_wizard_query_param_height_etalon_string sysres_const_wizard_reference_comment_requisite_code \#
        sysres_const_work_rules_description_requisite_code sysres_const_work_time_calendar_reference_code \#
        sysres_const_work_workflow_hard_route_type_value sysres_const_work_workflow_hard_route_type_value_code \#
        sysres_const_work_workflow_hard_route_type_value_code_rus \#
        sysres_const_work_workflow_soft_route_type_value_code_rus sysres_const_workflow_route_typr_hard \#
        sysres_const_workflow_route_typr_soft sysres_const_xml_encoding sysres_const_xrec_stat_requisite_code \#
        sysres_const_xrecid_field_name sysres_const_yes sysres_const_yes_no_2_requisite_code \#
        sysres_const_yes_no_requisite_code sysres_const_yes_no_t_ref_type_requisite_code sysres_const_yes_pick_value \#
        sysres_const_yes_value cr false nil no_value null tab true yes_value administrators_group_name \#
        customizers_group_name developers_group_name service_users_group_name decision_block_first_operand_property \#
        decision_block_name_property decision_block_operation_property decision_block_result_type_property \#
        decision_block_second_operand_property any_file_extention compressed_document_extension \#
        extended_document_extension short_compressed_document_extension short_extended_document_extension \#
        job_block_abort_deadline_property job_block_after_finish_event job_block_after_query_parameters_event \#
        job_block_attachment_property job_block_attachments_rights_group_property \#
        job_block_attachments_rights_type_property job_block_before_query_parameters_event \#
        job_block_before_start_event job_block_created_jobs_property job_block_deadline_property \#
        job_block_execution_results_property job_block_is_parallel_property \#
        job_block_is_relative_abort_deadline_property job_block_is_relative_deadline_property \#
        job_block_job_text_property job_block_name_property job_block_need_sign_on_perform_property \#
        job_block_performer_property job_block_relative_abort_deadline_type_property \#
        job_block_relative_deadline_type_property job_block_subject_property english_language_code \#
        russian_language_code smhidden smmaximized smminimized smnormal wmno wmyes component_token_link_kind \#
        document_link_kind edocument_link_kind folder_link_kind job_link_kind reference_link_kind task_link_kind \#
        component_token_lock_type edocument_version_lock_type monitor_block_after_finish_event \#
        monitor_block_before_start_event monitor_block_deadline_property monitor_block_interval_property \#
        monitor_block_interval_type_property monitor_block_is_relative_deadline_property monitor_block_name_property \#
        monitor_block_relative_deadline_type_property monitor_block_search_script_property \#
        notice_block_after_finish_event notice_block_attachment_property \#
        notice_block_attachments_rights_group_property notice_block_attachments_rights_type_property \#
        notice_block_before_start_event notice_block_created_notices_property notice_block_deadline_property \#
        notice_block_is_relative_deadline_property notice_block_name_property notice_block_notice_text_property \#
        notice_block_performer_property notice_block_relative_deadline_type_property notice_block_subject_property \#
        dseaftercancel dseafterclose dseafterdelete dseafterdeleteoutoftransaction dseafterinsert dseafteropen \#
        dseafterscroll dseafterupdate dseafterupdateoutoftransaction dsebeforecancel dsebeforeclose dsebeforedelete \#
        dsebeforedetailupdate dsebeforeinsert dsebeforeopen dsebeforeupdate dseonanyrequisitechange dseoncloserecord \#
        dseondeleteerror dseonopenrecord dseonprepareupdate dseonupdateerror dseonupdateratifiedrecord \#
        dseonvaliddelete dseonvalidupdate reonchange reonchangevalues selection_begin_route_event \#
        selection_end_route_event current_period_is_required previous_card_type_name show_record_properties_form \#
        access_rights_setting_dialog_code administrator_user_code analytic_report_type asrthidelocal asrthideremote \#
        calculated_role_type_code components_reference_developer_view_code dcts_test_protocols_folder_path \#
        e_edoc_version_already_approvingly_signed e_edoc_version_already_approvingly_signed_by_user \#
        e_edoc_version_alredy_signed e_edoc_version_alredy_signed_by_user edoc_types_code_requisite_field_name \#
        edocuments_alias_name files_folder_path filter_operands_delimiter filter_operations_delimiter formcard_name \#
        formlist_name get_extended_document_extension_creation_mode get_extended_document_extension_import_mode \#
        integrated_report_type is_builder_application_role is_builder_application_role2 is_builder_users isbsysdev \#
        log_folder_path mbcancel mbno mbnotoall mbok mbyes mbyestoall memory_dataset_desriptions_filename mrno \#
        mrnotoall mryes mryestoall multiple_select_dialog_code nonoperating_record_flag_feminine \#
        nonoperating_record_flag_masculine operating_record_flag_feminine operating_record_flag_masculine \#
        profiling_settings_common_settings_code_value program_initiated_lookup_action ratdelete ratedit ratinsert \#
        report_type required_pick_values_variable rmcard rmlist sbrte_progid_dev sbrte_progid_release \#
        static_role_type_code suppress_empty_template_creation system_user_code update_dialog_dataset \#
        used_in_object_hint_param user_initiated_lookup_action user_name_format user_selection_restrictions \#
        workflow_test_protocols_folder_path els_subtype_control_name els_folder_kind_control_name \#
        repeat_process_current_object_exception_name privilege_component_full_access privilege_development_export \#
        privilege_development_import privilege_document_delete privilege_esd privilege_folder_delete \#
        privilege_manage_access_rights privilege_manage_replication privilege_manage_session_server \#
        privilege_object_full_access privilege_object_view privilege_reserve_license privilege_system_customize \#
        privilege_system_develop privilege_system_install privilege_task_delete \#
        privilege_user_plugin_settings_customize privileges_pseudoreference_code access_types_pseudoreference_code \#
        all_available_components_pseudoreference_code all_available_privileges_pseudoreference_code \#
        all_replicate_components_pseudoreference_code available_developers_components_pseudoreference_code \#
        components_pseudoreference_code filtrater_settings_conflicts_pseudoreference_code groups_pseudoreference_code \#
        receive_protocol_pseudoreference_code reference_requisite_pseudoreference_code \#
        reference_requisites_pseudoreference_code reftypes_pseudoreference_code \#
        replication_seances_diary_pseudoreference_code send_protocol_pseudoreference_code \#
        substitutes_pseudoreference_code system_settings_pseudoreference_code units_pseudoreference_code \#
        users_pseudoreference_code viewers_pseudoreference_code certificate_type_encrypt certificate_type_sign \#
        certificate_type_sign_and_encrypt storage_type_file storage_type_nas_cifs storage_type_saperion \#
        storage_type_sql_server comptype2_requisite_documents_value comptype2_requisite_tasks_value \#
        comptype2_requisite_folders_value comptype2_requisite_references_value sysreq_code sysreq_comptype2 \#
        sysreq_const_available_for_web sysreq_const_common_code sysreq_const_common_value sysreq_const_firm_code \#
        sysreq_const_firm_status sysreq_const_firm_value sysreq_const_server_status sysreq_contents sysreq_date_open \#
        sysreq_date_close sysreq_description sysreq_description_localize_id sysreq_double sysreq_edoc_access_type \#
        sysreq_edoc_author sysreq_edoc_created sysreq_edoc_delegate_rights_requisite_code sysreq_edoc_editor \#
        sysreq_edoc_encode_type sysreq_edoc_encryption_plugin_name sysreq_edoc_encryption_plugin_version \#
        sysreq_edoc_export_date sysreq_edoc_exporter sysreq_edoc_kind sysreq_edoc_life_stage_name \#
        sysreq_edoc_locked_for_server_code sysreq_edoc_modified sysreq_edoc_name sysreq_edoc_note \#
        sysreq_edoc_qualified_id sysreq_edoc_session_key sysreq_edoc_session_key_encryption_plugin_name \#
        sysreq_edoc_session_key_encryption_plugin_version sysreq_edoc_signature_type sysreq_edoc_signed \#
        sysreq_edoc_storage sysreq_edoc_storages_archive_storage sysreq_edoc_storages_check_rights \#
        sysreq_edoc_storages_computer_name sysreq_edoc_storages_edit_in_storage sysreq_edoc_storages_executive_storage \#
        sysreq_edoc_storages_function sysreq_edoc_storages_initialized sysreq_edoc_storages_local_path \#
        sysreq_edoc_storages_saperion_database_name sysreq_edoc_storages_search_by_text \#
        sysreq_edoc_storages_server_name sysreq_edoc_storages_shared_source_name sysreq_edoc_storages_type \#
        sysreq_edoc_text_modified sysreq_edoc_type_act_code sysreq_edoc_type_act_description \#
        sysreq_edoc_type_act_description_localize_id sysreq_edoc_type_act_on_execute \#
        sysreq_edoc_type_act_on_execute_exists sysreq_edoc_type_act_section sysreq_edoc_type_add_params \#
        sysreq_edoc_type_comment sysreq_edoc_type_event_text sysreq_edoc_type_name_in_singular \#
        sysreq_edoc_type_name_in_singular_localize_id sysreq_edoc_type_name_localize_id \#
        sysreq_edoc_type_numeration_method sysreq_edoc_type_pseudo_requisite_code sysreq_edoc_type_req_code \#
        sysreq_edoc_type_req_description sysreq_edoc_type_req_description_localize_id sysreq_edoc_type_req_is_leading \#
        sysreq_edoc_type_req_is_required sysreq_edoc_type_req_number sysreq_edoc_type_req_on_change \#
        sysreq_edoc_type_req_on_change_exists sysreq_edoc_type_req_on_select sysreq_edoc_type_req_on_select_kind \#
        sysreq_edoc_type_req_section sysreq_edoc_type_view_card sysreq_edoc_type_view_code \#
        sysreq_edoc_type_view_comment sysreq_edoc_type_view_is_main sysreq_edoc_type_view_name \#
        sysreq_edoc_type_view_name_localize_id sysreq_edoc_version_author sysreq_edoc_version_crc \#
        sysreq_edoc_version_data sysreq_edoc_version_editor sysreq_edoc_version_export_date \#
        sysreq_edoc_version_exporter sysreq_edoc_version_hidden sysreq_edoc_version_life_stage \#
        sysreq_edoc_version_modified sysreq_edoc_version_note sysreq_edoc_version_signature_type \#
        sysreq_edoc_version_signed sysreq_edoc_version_size sysreq_edoc_version_source \#
        sysreq_edoc_version_text_modified sysreq_edockind_default_version_state_code sysreq_folder_kind \#
        sysreq_func_category sysreq_func_comment sysreq_func_group sysreq_func_group_comment sysreq_func_group_number \#
        sysreq_func_help sysreq_func_param_def_value sysreq_func_param_ident sysreq_func_param_number \#
        sysreq_func_param_type sysreq_func_text sysreq_group_category sysreq_id sysreq_last_update \#
        sysreq_leader_reference sysreq_line_number sysreq_main_record_id sysreq_name sysreq_name_localize_id \#
        sysreq_note sysreq_original_record sysreq_our_firm sysreq_profiling_settings_batch_loging \#
        sysreq_profiling_settings_batch_size sysreq_profiling_settings_profiling_enabled \#
        sysreq_profiling_settings_sql_profiling_enabled sysreq_profiling_settings_start_logged sysreq_record_status \#
        sysreq_ref_req_field_name sysreq_ref_req_format sysreq_ref_req_generated sysreq_ref_req_length \#
        sysreq_ref_req_precision sysreq_ref_req_reference sysreq_ref_req_section sysreq_ref_req_stored \#
        sysreq_ref_req_tokens sysreq_ref_req_type sysreq_ref_req_view sysreq_ref_type_act_code \#
        sysreq_ref_type_act_description sysreq_ref_type_act_description_localize_id sysreq_ref_type_act_on_execute \#
        sysreq_ref_type_act_on_execute_exists sysreq_ref_type_act_section sysreq_ref_type_add_params \#
        sysreq_ref_type_comment sysreq_ref_type_common_settings sysreq_ref_type_display_requisite_name \#
        sysreq_ref_type_event_text sysreq_ref_type_main_leading_ref sysreq_ref_type_name_in_singular \#
        sysreq_ref_type_name_in_singular_localize_id sysreq_ref_type_name_localize_id \#
        sysreq_ref_type_numeration_method sysreq_ref_type_req_code sysreq_ref_type_req_description \#
        sysreq_ref_type_req_description_localize_id sysreq_ref_type_req_is_control sysreq_ref_type_req_is_filter \#
        sysreq_ref_type_req_is_leading sysreq_ref_type_req_is_required sysreq_ref_type_req_number \#
        sysreq_ref_type_req_on_change sysreq_ref_type_req_on_change_exists sysreq_ref_type_req_on_select \#
        sysreq_ref_type_req_on_select_kind sysreq_ref_type_req_section sysreq_ref_type_view_card \#
        sysreq_ref_type_view_code sysreq_ref_type_view_comment sysreq_ref_type_view_is_main sysreq_ref_type_view_name \#
        sysreq_ref_type_view_name_localize_id sysreq_reference_type_id sysreq_state sysreq_statе \#
        sysreq_system_settings_value sysreq_type sysreq_unit sysreq_unit_id sysreq_user_groups_group_full_name \#
        sysreq_user_groups_group_name sysreq_user_groups_group_server_name sysreq_users_access_rights \#
        sysreq_users_authentication sysreq_users_category sysreq_users_component sysreq_users_component_user_is_public \#
        sysreq_users_domain sysreq_users_full_user_name sysreq_users_group sysreq_users_is_main_server \#
        sysreq_users_login sysreq_users_reference_user_is_public sysreq_users_status sysreq_users_user_certificate \#
        sysreq_users_user_certificate_info sysreq_users_user_certificate_plugin_name \#
        sysreq_users_user_certificate_plugin_version sysreq_users_user_certificate_state \#
        sysreq_users_user_certificate_subject_name sysreq_users_user_certificate_thumbprint \#
        sysreq_users_user_default_certificate sysreq_users_user_description sysreq_users_user_global_name \#
        sysreq_users_user_login sysreq_users_user_main_server sysreq_users_user_type sysreq_work_rules_folder_id \#
        result_var_name result_var_name_eng auto_numeration_rule_id cant_change_id_requisite_rule_id \#
        cant_change_ourfirm_requisite_rule_id check_changing_reference_record_use_rule_id check_code_requisite_rule_id \#
        check_deleting_reference_record_use_rule_id check_filtrater_changes_rule_id check_record_interval_rule_id \#
        check_reference_interval_rule_id check_required_data_fullness_rule_id \#
        check_required_requisites_fullness_rule_id make_record_unratified_rule_id restore_auto_numeration_rule_id \#
        set_firm_context_from_record_rule_id set_first_record_in_list_form_rule_id set_idsps_value_rule_id \#
        set_next_code_value_rule_id set_ourfirm_bounds_rule_id set_ourfirm_requisite_rule_id \#
        script_block_after_finish_event script_block_before_start_event script_block_execution_results_property \#
        script_block_name_property script_block_script_property subtask_block_abort_deadline_property \#
        subtask_block_after_finish_event subtask_block_assign_params_event subtask_block_attachments_property \#
        subtask_block_attachments_rights_group_property subtask_block_attachments_rights_type_property \#
        subtask_block_before_start_event subtask_block_created_task_property subtask_block_creation_event \#
        subtask_block_deadline_property subtask_block_importance_property subtask_block_initiator_property \#
        subtask_block_is_relative_abort_deadline_property subtask_block_is_relative_deadline_property \#
        subtask_block_jobs_type_property subtask_block_name_property subtask_block_parallel_route_property \#
        subtask_block_performers_property subtask_block_relative_abort_deadline_type_property \#
        subtask_block_relative_deadline_type_property subtask_block_require_sign_property \#
        subtask_block_standard_route_property subtask_block_start_event subtask_block_step_control_property \#
        subtask_block_subject_property subtask_block_task_control_property subtask_block_text_property \#
        subtask_block_unlock_attachments_on_stop_property subtask_block_use_standard_route_property \#
        subtask_block_wait_for_task_complete_property syscomp_control_jobs syscomp_folders syscomp_jobs \#
        syscomp_notices syscomp_tasks sysdlg_create_edocument sysdlg_create_edocument_version sysdlg_current_period \#
        sysdlg_edit_function_help sysdlg_edocument_kinds_for_template sysdlg_export_multiple_edocuments \#
        sysdlg_export_single_edocument sysdlg_import_edocument sysdlg_multiple_select sysdlg_setup_access_rights \#
        sysdlg_setup_default_rights sysdlg_setup_filter_condition sysdlg_setup_sign_rights sysdlg_setup_task_observers \#
        sysdlg_setup_task_route sysdlg_setup_users_list sysdlg_sign_edocument sysdlg_sign_multiple_edocuments \#
        sysref_access_rights_types sysref_administration_history sysref_all_available_components \#
        sysref_all_available_privileges sysref_all_replicating_components sysref_available_developers_components \#
        sysref_calendar_events sysref_component_token_history sysref_component_tokens sysref_components \#
        sysref_constants sysref_data_receive_protocol sysref_data_send_protocol sysref_dialogs \#
        sysref_dialogs_requisites sysref_editors sysref_edoc_cards sysref_edoc_types sysref_edocument_card_requisites \#
        sysref_edocument_card_types sysref_edocument_card_types_reference sysref_edocument_cards \#
        sysref_edocument_history sysref_edocument_kinds sysref_edocument_requisites sysref_edocument_signatures \#
        sysref_edocument_templates sysref_edocument_text_storages sysref_edocument_views \#
        sysref_filterer_setup_conflicts sysref_filtrater_setting_conflicts sysref_folder_history sysref_folders \#
        sysref_function_groups sysref_function_params sysref_functions sysref_job_history sysref_links \#
        sysref_localization_dictionary sysref_localization_languages sysref_modules sysref_privileges \#
        sysref_record_history sysref_reference_requisites sysref_reference_type_views sysref_reference_types \#
        sysref_references sysref_references_requisites sysref_remote_servers sysref_replication_sessions_log \#
        sysref_replication_sessions_protocol sysref_reports sysref_roles sysref_route_block_groups sysref_route_blocks \#
        sysref_scripts sysref_searches sysref_server_events sysref_server_events_history sysref_standard_route_groups \#
        sysref_standard_routes sysref_statuses sysref_system_settings sysref_task_history sysref_task_kind_groups \#
        sysref_task_kinds sysref_task_rights sysref_task_signatures sysref_tasks sysref_units sysref_user_groups \#
        sysref_user_groups_reference sysref_user_substitution sysref_users sysref_users_reference sysref_viewers \#
        sysref_working_time_calendars access_rights_table_name edms_access_table_name edoc_types_table_name \#
        test_dev_db_name test_dev_system_code test_edms_db_name test_edms_main_code test_edms_main_db_name \#
        test_edms_second_code test_edms_second_db_name test_edms_system_code test_isb5_main_code test_isb5_second_code \#
        test_sql_server_2005_name test_sql_server_name attention_caption cbscommandlinks cbsdefault \#
        confirmation_caption error_caption information_caption mrcancel mrok edoc_version_active_stage_code \#
        edoc_version_design_stage_code edoc_version_obsolete_stage_code cpdataenciphermentenabled \#
        cpdigitalsignatureenabled cpid cpissuer cppluginversion cpserial cpsubjectname cpsubjsimplename \#
        cpvalidfromdate cpvalidtodate isbl_syntax no_syntax xml_syntax wait_block_after_finish_event \#
        wait_block_before_start_event wait_block_deadline_property wait_block_is_relative_deadline_property \#
        wait_block_name_property wait_block_relative_deadline_type_property sysres_common sysres_const sysres_mbfunc \#
        sysres_sbdata sysres_sbgui sysres_sbintf sysres_sbrefdsc sysres_sqlerrors sysres_syscomp atuser atgroup atrole \#
        aemenabledalways aemdisabledalways aemenabledonbrowse aemenabledonedit aemdisabledonbrowseempty apbegin apend \#
        alleft alright asmnever asmnobutcustomize asmaslasttime asmyesbutcustomize asmalways circommon cirrevoked \#
        ctsignature ctencode ctsignatureencode clbunchecked clbchecked clbgrayed ceisb cealways cenever ctdocument \#
        ctreference ctscript ctunknown ctreport ctdialog ctfunction ctfolder ctedocument cttask ctjob ctnotice \#
        ctcontroljob cfinternal cfdisplay ciunspecified ciwrite ciread ckfolder ckedocument cktask ckjob \#
        ckcomponenttoken ckany ckreference ckscript ckreport ckdialog ctisbleditor ctbevel ctbutton ctchecklistbox \#
        ctcombobox ctcomboedit ctgrid ctdbcheckbox ctdbcombobox ctdbedit ctdbellipsis ctdbmemo ctdbnavigator \#
        ctdbradiogroup ctdbstatuslabel ctedit ctgroupbox ctinplacehint ctmemo ctpanel ctlistbox ctradiobutton \#
        ctrichedit cttabsheet ctwebbrowser ctimage cthyperlink ctlabel ctdbmultiellipsis ctribbon ctrichview \#
        ctinnerpanel ctpanelgroup ctbitbutton cctdate cctinteger cctnumeric cctpick cctreference cctstring ccttext \#
        cltinternal cltprimary cltgui dseonupdatedeadlockerror dssedit dssinsert dssbrowse dssinactive dftdate \#
        dftshortdate dftdatetime dfttimestamp dotdays dothours dotminutes dotseconds dtkndlocal dtkndutc arnone arview \#
        aredit arfull ddaview ddaedit emlock emedit emsign emexportwithlock emimportwithunlock emchangeversionnote \#
        emopenformodify emchangelifestage emdelete emcreateversion emimport emunlockexportedwithlock emstart emabort \#
        emreinit emmarkasreaded emmarkasunreaded emperform emaccept emresume emchangerights emeditroute emeditobserver \#
        emrecoveryfromlocalcopy emchangeworkaccesstype emchangeencodetypetocertificate emchangeencodetypetopassword \#
        emchangeencodetypetonone emchangeencodetypetocertificatepassword emchangestandardroute emgettext emopenforview \#
        emmovetostorage emcreateobject emchangeversionhidden emdeleteversion emchangelifecyclestage emapprovingsign \#
        emexport emcontinue emlockfromedit emunlockforedit emlockforserver emunlockfromserver emdelegateaccessrights \#
        emreencode ecotfile ecotprocess eaget eacopy eacreate eacreatestandardroute edltall edltnothing edltquery \#
        essmtext essmcard esvtlast esvtlastactive esvtspecified edsfexecutive edsfarchive edstsqlserver edstfile \#
        edvstnone edvstedocumentversioncopy edvstfile edvsttemplate edvstscannedfile vsdefault vsdesign vsactive \#
        vsobsolete etnone etcertificate etpassword etcertificatepassword ecexception ecwarning ecinformation estall \#
        estapprovingonly evtlast evtlastactive evtquery fdtstring fdtnumeric fdtinteger fdtdate fdttext fdtunknown \#
        fdtwidestring fdtlargeinteger ftinbox ftoutbox ftfavorites ftcommonfolder ftuserfolder ftcomponents \#
        ftquicklaunch ftshortcuts ftsearch grhauto grhx1 grhx2 grhx3 hlttext hltrtf hlthtml iffbmp iffjpeg \#
        iffmultipagetiff iffsinglepagetiff ifftiff iffpng im8bgrayscale im24brgb im1bmonochrome itbmp itjpeg itwmf \#
        itpng ikhinformation ikhwarning ikherror ikhnoicon icunknown icscript icfunction icintegratedreport \#
        icanalyticreport icdataseteventhandler icactionhandler icformeventhandler iclookupeventhandler \#
        icrequisitechangeeventhandler icbeforesearcheventhandler icrolecalculation icselectrouteeventhandler \#
        icblockpropertycalculation icblockqueryparamseventhandler icchangesearchresulteventhandler icblockeventhandler \#
        icsubtaskiniteventhandler icedocdataseteventhandler icedoclookupeventhandler icedocactionhandler \#
        icedocformeventhandler icedocrequisitechangeeventhandler icstructuredconversionrule \#
        icstructuredconversioneventbefore icstructuredconversioneventafter icwizardeventhandler \#
        icwizardfinisheventhandler icwizardstepeventhandler icwizardstepfinisheventhandler \#
        icwizardactionenableeventhandler icwizardactionexecuteeventhandler iccreatejobshandler iccreatenoticeshandler \#
        icbeforelookupeventhandler icafterlookupeventhandler ictaskaborteventhandler icworkflowblockactionhandler \#
        icdialogdataseteventhandler icdialogactionhandler icdialoglookupeventhandler \#
        icdialogrequisitechangeeventhandler icdialogformeventhandler icdialogvalidcloseeventhandler \#
        icblockformeventhandler ictaskformeventhandler icreferencemethod icedocmethod icdialogmethod \#
        icprocessmessagehandler isshow ishide isbyusersettings jkjob jknotice jkcontroljob jtinner jtleft jtright \#
        jtfull jtcross lbpabove lbpbelow lbpleft lbpright eltperconnection eltperuser sfcundefined sfcblack sfcgreen \#
        sfcred sfcblue sfcorange sfclilac sfsitalic sfsstrikeout sfsnormal ldctstandardroute ldctwizard ldctscript \#
        ldctfunction ldctrouteblock ldctintegratedreport ldctanalyticreport ldctreferencetype ldctedocumenttype \#
        ldctdialog ldctserverevents mrcrtnone mrcrtuser mrcrtmaximal mrcrtcustom vtequal vtgreaterorequal \#
        vtlessorequal vtrange rdyesterday rdtoday rdtomorrow rdthisweek rdthismonth rdthisyear rdnextmonth rdnextweek \#
        rdlastweek rdlastmonth rdwindow rdfile rdprinter rdtstring rdtnumeric rdtinteger rdtdate rdtreference \#
        rdtaccount rdttext rdtpick rdtunknown rdtlargeinteger rdtdocument ttglobal ttlocal ttuser ttsystem ssmbrowse \#
        ssmselect ssmmultiselect ssmbrowsemodal smselect smlike smcard stnone stauthenticating stapproving sctstring \#
        sctstream sstansisort sstnaturalsort svtequal svtcontain soatstring soatnumeric soatinteger soatdatetime \#
        soatreferencerecord soattext soatpick soatboolean soatedocument soataccount soatintegercollection \#
        soatnumericcollection soatstringcollection soatpickcollection soatdatetimecollection soatbooleancollection \#
        soatreferencerecordcollection soatedocumentcollection soataccountcollection soatcontents soatunknown \#
        tarabortbyuser tarabortbyworkflowexception tvtallwords tvtexactphrase tvtanyword usnone uscompleted \#
        usredsquare usbluesquare usyellowsquare usgreensquare usorangesquare uspurplesquare usfollowup utunknown \#
        utuser utdeveloper utadministrator utsystemdeveloper utdisconnected btand btdetailand btor btnotor btonly \#
        vmview vmselect vmnavigation vsmsingle vsmmultiple vsmmultiplecheck vsmnoselection wfatprevious wfatnext \#
        wfatcancel wfatfinish wfepundefined wfeptext3 wfeptext6 wfeptext9 wfepspinedit wfepdropdown wfepradiogroup \#
        wfepflag wfeptext12 wfeptext15 wfeptext18 wfeptext21 wfeptext24 wfeptext27 wfeptext30 wfepradiogroupcolumn1 \#
        wfepradiogroupcolumn2 wfepradiogroupcolumn3 wfetqueryparameter wfettext wfetdelimiter wfetlabel wptstring \#
        wptinteger wptnumeric wptboolean wptdatetime wptpick wpttext wptuser wptuserlist wptedocumentinfo \#
        wptedocumentinfolist wptreferencerecordinfo wptreferencerecordinfolist wptfolderinfo wpttaskinfo wptcontents \#
        wptfilename wptdate wsrcomplete wsrgonext wsrgoprevious wsrcustom wsrcancel wsrgofinal wstform wstedocument \#
        wsttaskcard wstreferencerecordcard wstfinal waall waperformers wamanual wsbstart wsbfinish wsbnotice wsbstep \#
        wsbdecision wsbwait wsbmonitor wsbscript wsbconnector wsbsubtask wsblifecyclestage wsbpause wdtinteger \#
        wdtfloat wdtstring wdtpick wdtdatetime wdtboolean wdttask wdtjob wdtfolder wdtedocument wdtreferencerecord \#
        wdtuser wdtgroup wdtrole wdtintegercollection wdtfloatcollection wdtstringcollection wdtpickcollection \#
        wdtdatetimecollection wdtbooleancollection wdttaskcollection wdtjobcollection wdtfoldercollection \#
        wdtedocumentcollection wdtreferencerecordcollection wdtusercollection wdtgroupcollection wdtrolecollection \#
        wdtcontents wdtuserlist wdtsearchdescription wdtdeadline wdtpickset wdtaccountcollection wilow winormal wihigh \#
        wrtsoft wrthard wsinit wsrunning wsdone wscontrolled wsaborted wscontinued wtmfull wtmfromcurrent \#
        wtmonlycurrent
        """#
    static let interfaces = #"""
        iapplication iaccessrights iaccountrepository iaccountselectionrestrictions iaction iactionlist \#
        iadministrationhistorydescription ianchors iarchiveinfo iattachment iattachmentlist ichecklistbox \#
        icheckpointedlist icolumn icomponent icomponentdescription icomponenttoken icomponenttokenfactory \#
        icomponenttokeninfo icomprecordinfo iconnection icontents icontrol icontroljob icontroljobinfo icontrollist \#
        icrypto icrypto2 icustomjob icustomjobinfo icustomlistbox icustomobjectwizardstep icustomwork icustomworkinfo \#
        idataset idatasetaccessinfo idatasigner idatecriterion idaterequisite idaterequisitedescription idatevalue \#
        ideaaccessrights ideaobjectinfo idevelopmentcomponentlock idialog idialogfactory idialogpickrequisiteitems \#
        idialogsfactory idicsfactory idocrequisite idocumentinfo iduallistdialog iecertificate iecertificateinfo \#
        iecertificates ieditcontrol ieditorform iedmsexplorer iedmsobject iedmsobjectdescription iedmsobjectfactory \#
        iedmsobjectinfo iedocument iedocumentaccessrights iedocumentdescription iedocumenteditor iedocumentfactory \#
        iedocumentinfo iedocumentstorage iedocumentversion iedocumentversionlistdialog iedocumentversionsource \#
        iedocumentwizardstep iedocversignature iedocversionstate ienabledmode iencodeprovider iencrypter ievent \#
        ieventlist iexception iexternalevents iexternalhandler ifactory ifield ifiledialog ifolder ifolderdescription \#
        ifolderdialog ifolderfactory ifolderinfo iforeach iform iformtitle iformwizardstep iglobalidfactory \#
        iglobalidinfo igrid ihasher ihistorydescription ihyperlinkcontrol iimagebutton iimagecontrol iinnerpanel \#
        iinplacehint iintegercriterion iintegerlist iintegerrequisite iintegervalue iisbleditorform ijob \#
        ijobdescription ijobfactory ijobform ijobinfo ilabelcontrol ilargeintegercriterion ilargeintegerrequisite \#
        ilargeintegervalue ilicenseinfo ilifecyclestage ilist ilistbox ilocalidinfo ilocalization ilock imemorydataset \#
        imessagingfactory imetadatarepository inotice inoticeinfo inumericcriterion inumericrequisite inumericvalue \#
        iobject iobjectdescription iobjectimporter iobjectinfo iobserver ipanelgroup ipickcriterion ipickproperty \#
        ipickrequisite ipickrequisitedescription ipickrequisiteitem ipickrequisiteitems ipickvalue iprivilege \#
        iprivilegelist iprocess iprocessfactory iprocessmessage iprogress iproperty ipropertychangeevent iquery \#
        ireference ireferencecriterion ireferenceenabledmode ireferencefactory ireferencehistorydescription \#
        ireferenceinfo ireferencerecordcardwizardstep ireferencerequisitedescription ireferencesfactory \#
        ireferencevalue irefrequisite ireport ireportfactory irequisite irequisitedescription \#
        irequisitedescriptionlist irequisitefactory irichedit iroutestep irule irulelist ischemeblock iscript \#
        iscriptfactory isearchcriteria isearchcriterion isearchdescription isearchfactory isearchfolderinfo \#
        isearchforobjectdescription isearchresultrestrictions isecuredcontext iselectdialog iserverevent \#
        iservereventfactory iservicedialog iservicefactory isignature isignprovider isignprovider2 isignprovider3 \#
        isimplecriterion istringcriterion istringlist istringrequisite istringrequisitedescription istringvalue \#
        isystemdialogsfactory isysteminfo itabsheet itask itaskabortreasoninfo itaskcardwizardstep itaskdescription \#
        itaskfactory itaskinfo itaskroute itextcriterion itextrequisite itextvalue itreelistselectdialog iuser \#
        iuserlist ivalue iview iwebbrowsercontrol iwizard iwizardaction iwizardfactory iwizardformelement iwizardparam \#
        iwizardpickparam iwizardreferenceparam iwizardstep iworkaccessrights iworkdescription iworkflowaskableparam \#
        iworkflowaskableparams iworkflowblock iworkflowblockresult iworkflowenabledmode iworkflowparam \#
        iworkflowpickparam iworkflowreferenceparam iworkstate iworktreecustomnode iworktreejobnode iworktreetasknode \#
        ixmleditorform sbcrypto
        """#
    static let globals = #"""
        altstate application calltype componenttokens createdjobs creatednotices controlstate dialogresult dialogs \#
        edocuments edocumentversionsource folders globalids job jobs inputvalue lookupreference lookuprequisitenames \#
        lookupsearch object parentcomponent processes references requisite reportname reports result scripts searches \#
        selectedattachments selecteditems selectmode sender serverevents servicefactory shiftstate subtask \#
        systemdialogs tasks wizard wizards work вызовспособ имяотчета реквзнач
        """#
}
