// Stan's word lists (Rouge's).
enum StanWords {
    static let keywords = #"""
        if else while for break continue print reject return
        """#
    static let types = #"""
        int real vector ordered positive_ordered simplex unit_vector row_vector matrix cholesky_factor_corr \#
        cholesky_factor_cov corr_matrix cov_matrix data void complex array
        """#
    static let reserved = #"""
        for in while repeat until if then else true false target functions model data parameters quantities \#
        transformed generated var fvar STAN_MAJOR STAN_MINOR STAN_PATCH STAN_MATH_MAJOR STAN_MATH_MINOR \#
        STAN_MATH_PATCH alignas alignof and and_eq asm auto bitand bitor bool break case catch char char16_t char32_t \#
        class compl const constexpr const_cast continue decltype default delete do double dynamic_cast enum explicit \#
        export extern float friend goto inline int long mutable namespace new noexcept not not_eq nullptr operator or \#
        or_eq private protected public register reinterpret_cast return short signed sizeof static static_assert \#
        static_cast struct switch template this thread_local throw try typedef typeid typename union unsigned using \#
        virtual void volatile wchar_t xor xor_eq
        """#
    static let builtinFunctions = #"""
        abs int_step min max size target get_lp step is_inf is_nan fabs fdim fmin fmax fmod floor ceil round trunc \#
        sqrt cbrt square exp exp2 log log2 log10 pow inv inv_sqrt inv_square hypot cos sin tan acos asin atan atan2 \#
        cosh sinh tanh acosh asinh atanh logit inv_logit inv_cloglog erf erfc Phi inv_Phi Phi_approx binary_log_loss \#
        owens_t beta inc_beta lbeta tgamma lgamma digamma trigamma lmgamma gamma_p gamma_q binomial_coefficient_log \#
        choose bessel_first_kind bessel_second_kind modified_bessel_first_kind log_modified_bessel_first_kind \#
        modified_bessel_second_kind falling_factorial lchoose log_falling_factorial rising_factorial \#
        log_rising_factorial expm1 fma multiply_log ldexp lmultiply log1p log1m log1p_exp log1m_exp log_diff_exp \#
        log_mix log_sum_exp log_inv_logit log_inv_logit_diff log1m_inv_logit lambert_w0 lambert_wm1 to_complex \#
        get_real get_imag arg norm conj proj polar sum prod mean variance sd distance squared_distance quantile dims \#
        num_elements rep_array append_array sort_asc sort_desc sort_indices_asc sort_indices_desc rank reverse rows \#
        cols dot_product columns_dot_product rows_dot_product dot_self columns_dot_self rows_dot_self tcrossprod \#
        crossprod quad_form quad_form_diag quad_form_sym trace_quad_form trace_gen_quad_form \#
        multiply_lower_tri_self_transpose diag_pre_multiply diag_post_multiply rep_vector rep_row_vector rep_matrix \#
        symmetrize_from_lower_tri add_diag diagonal diag_matrix identity_matrix linspaced_array linspaced_int_array \#
        linspaced_vector linspaced_row_vector one_hot_int_array one_hot_array one_hot_vector one_hot_row_vector \#
        ones_int_array ones_array ones_vector ones_row_vector zeros_int_array zeros_array zeros_vector \#
        zeros_row_vector uniform_simplex col row block sub_col sub_row head tail segment append_col append_row softmax \#
        log_softmax cumulative_sum cov_exp_quad mdivide_left_tri_low mdivide_right_tri_low mdivide_left_spd \#
        mdivide_right_spd matrix_exp matrix_exp_multiply scale_matrix_exp_multiply matrix_power trace determinant \#
        log_determinant inverse inverse_spd chol2inv generalized_inverse eigenvalues_sym eigenvectors_sym qr_thin_Q \#
        qr_thin_R qr_Q qr_R cholseky_decompose singular_values svd_U svd_V csr_extract_w csr_extract_v csr_extract_u \#
        csr_to_dense_matrix csr_matrix_times_vector to_matrix to_vector to_row_vector to_array_2d to_array_1d \#
        algebra_solver algebra_solver_newton ode_rk45 ode_rk45_tol ode_ckrk ode_ckrk_tol ode_adams ode_adams_tol \#
        ode_bdf ode_bdf_tol ode_adjoint_tol_ctl integrate_1d reduce_sum reduce_sum_static map_rect integrate_ode_rk45 \#
        integrate_ode integrate_ode_adams integrate_ode_bdf hmm_marginal hmm_latent_rng hmm_hidden_state_prob
        """#
    static let distributions = #"""
        bernoulli bernoulli_lpmf bernoulli_lupmf bernoulli_lpdf bernoulli_lcdf bernoulli_lccdf bernoulli_rng \#
        bernoulli_log bernoulli_cdf_log bernoulli_ccdf_log bernoulli_logit bernoulli_logit_lpmf bernoulli_logit_lupmf \#
        bernoulli_logit_lpdf bernoulli_logit_lcdf bernoulli_logit_lccdf bernoulli_logit_rng bernoulli_logit_log \#
        bernoulli_logit_cdf_log bernoulli_logit_ccdf_log bernoulli_logit_glm bernoulli_logit_glm_lpmf \#
        bernoulli_logit_glm_lupmf bernoulli_logit_glm_lpdf bernoulli_logit_glm_lcdf bernoulli_logit_glm_lccdf \#
        bernoulli_logit_glm_rng bernoulli_logit_glm_log bernoulli_logit_glm_cdf_log bernoulli_logit_glm_ccdf_log \#
        binomial binomial_lpmf binomial_lupmf binomial_lpdf binomial_lcdf binomial_lccdf binomial_rng binomial_log \#
        binomial_cdf_log binomial_ccdf_log binomial_logit binomial_logit_lpmf binomial_logit_lupmf binomial_logit_lpdf \#
        binomial_logit_lcdf binomial_logit_lccdf binomial_logit_rng binomial_logit_log binomial_logit_cdf_log \#
        binomial_logit_ccdf_log beta_binomial beta_binomial_lpmf beta_binomial_lupmf beta_binomial_lpdf \#
        beta_binomial_lcdf beta_binomial_lccdf beta_binomial_rng beta_binomial_log beta_binomial_cdf_log \#
        beta_binomial_ccdf_log hypergeometric hypergeometric_lpmf hypergeometric_lupmf hypergeometric_lpdf \#
        hypergeometric_lcdf hypergeometric_lccdf hypergeometric_rng hypergeometric_log hypergeometric_cdf_log \#
        hypergeometric_ccdf_log categorical categorical_lpmf categorical_lupmf categorical_lpdf categorical_lcdf \#
        categorical_lccdf categorical_rng categorical_log categorical_cdf_log categorical_ccdf_log \#
        categorical_logit_glm categorical_logit_glm_lpmf categorical_logit_glm_lupmf categorical_logit_glm_lpdf \#
        categorical_logit_glm_lcdf categorical_logit_glm_lccdf categorical_logit_glm_rng categorical_logit_glm_log \#
        categorical_logit_glm_cdf_log categorical_logit_glm_ccdf_log discrete_range discrete_range_lpmf \#
        discrete_range_lupmf discrete_range_lpdf discrete_range_lcdf discrete_range_lccdf discrete_range_rng \#
        discrete_range_log discrete_range_cdf_log discrete_range_ccdf_log ordered_logistic ordered_logistic_lpmf \#
        ordered_logistic_lupmf ordered_logistic_lpdf ordered_logistic_lcdf ordered_logistic_lccdf ordered_logistic_rng \#
        ordered_logistic_log ordered_logistic_cdf_log ordered_logistic_ccdf_log ordered_logistic_glm \#
        ordered_logistic_glm_lpmf ordered_logistic_glm_lupmf ordered_logistic_glm_lpdf ordered_logistic_glm_lcdf \#
        ordered_logistic_glm_lccdf ordered_logistic_glm_rng ordered_logistic_glm_log ordered_logistic_glm_cdf_log \#
        ordered_logistic_glm_ccdf_log ordered_probit ordered_probit_lpmf ordered_probit_lupmf ordered_probit_lpdf \#
        ordered_probit_lcdf ordered_probit_lccdf ordered_probit_rng ordered_probit_log ordered_probit_cdf_log \#
        ordered_probit_ccdf_log neg_binomial neg_binomial_lpmf neg_binomial_lupmf neg_binomial_lpdf neg_binomial_lcdf \#
        neg_binomial_lccdf neg_binomial_rng neg_binomial_log neg_binomial_cdf_log neg_binomial_ccdf_log neg_binomial_2 \#
        neg_binomial_2_lpmf neg_binomial_2_lupmf neg_binomial_2_lpdf neg_binomial_2_lcdf neg_binomial_2_lccdf \#
        neg_binomial_2_rng neg_binomial_2_log neg_binomial_2_cdf_log neg_binomial_2_ccdf_log neg_binomial_2_log_lpmf \#
        neg_binomial_2_log_lupmf neg_binomial_2_log_lpdf neg_binomial_2_log_lcdf neg_binomial_2_log_lccdf \#
        neg_binomial_2_log_rng neg_binomial_2_log_log neg_binomial_2_log_cdf_log neg_binomial_2_log_ccdf_log \#
        neg_binomial_2_log_glm neg_binomial_2_log_glm_lpmf neg_binomial_2_log_glm_lupmf neg_binomial_2_log_glm_lpdf \#
        neg_binomial_2_log_glm_lcdf neg_binomial_2_log_glm_lccdf neg_binomial_2_log_glm_rng neg_binomial_2_log_glm_log \#
        neg_binomial_2_log_glm_cdf_log neg_binomial_2_log_glm_ccdf_log poisson poisson_lpmf poisson_lupmf poisson_lpdf \#
        poisson_lcdf poisson_lccdf poisson_rng poisson_log poisson_cdf_log poisson_ccdf_log poisson_log_lpmf \#
        poisson_log_lupmf poisson_log_lpdf poisson_log_lcdf poisson_log_lccdf poisson_log_rng poisson_log_log \#
        poisson_log_cdf_log poisson_log_ccdf_log poisson_log_glm poisson_log_glm_lpmf poisson_log_glm_lupmf \#
        poisson_log_glm_lpdf poisson_log_glm_lcdf poisson_log_glm_lccdf poisson_log_glm_rng poisson_log_glm_log \#
        poisson_log_glm_cdf_log poisson_log_glm_ccdf_log multinomial multinomial_lpmf multinomial_lupmf \#
        multinomial_lpdf multinomial_lcdf multinomial_lccdf multinomial_rng multinomial_log multinomial_cdf_log \#
        multinomial_ccdf_log multinomial_logit multinomial_logit_lpmf multinomial_logit_lupmf multinomial_logit_lpdf \#
        multinomial_logit_lcdf multinomial_logit_lccdf multinomial_logit_rng multinomial_logit_log \#
        multinomial_logit_cdf_log multinomial_logit_ccdf_log normal normal_lpmf normal_lupmf normal_lpdf normal_lcdf \#
        normal_lccdf normal_rng normal_log normal_cdf_log normal_ccdf_log std_normal std_normal_lpmf std_normal_lupmf \#
        std_normal_lpdf std_normal_lcdf std_normal_lccdf std_normal_rng std_normal_log std_normal_cdf_log \#
        std_normal_ccdf_log normal_id_glm normal_id_glm_lpmf normal_id_glm_lupmf normal_id_glm_lpdf normal_id_glm_lcdf \#
        normal_id_glm_lccdf normal_id_glm_rng normal_id_glm_log normal_id_glm_cdf_log normal_id_glm_ccdf_log \#
        exp_mod_normal exp_mod_normal_lpmf exp_mod_normal_lupmf exp_mod_normal_lpdf exp_mod_normal_lcdf \#
        exp_mod_normal_lccdf exp_mod_normal_rng exp_mod_normal_log exp_mod_normal_cdf_log exp_mod_normal_ccdf_log \#
        skew_normal skew_normal_lpmf skew_normal_lupmf skew_normal_lpdf skew_normal_lcdf skew_normal_lccdf \#
        skew_normal_rng skew_normal_log skew_normal_cdf_log skew_normal_ccdf_log student_t student_t_lpmf \#
        student_t_lupmf student_t_lpdf student_t_lcdf student_t_lccdf student_t_rng student_t_log student_t_cdf_log \#
        student_t_ccdf_log cauchy cauchy_lpmf cauchy_lupmf cauchy_lpdf cauchy_lcdf cauchy_lccdf cauchy_rng cauchy_log \#
        cauchy_cdf_log cauchy_ccdf_log double_exponential double_exponential_lpmf double_exponential_lupmf \#
        double_exponential_lpdf double_exponential_lcdf double_exponential_lccdf double_exponential_rng \#
        double_exponential_log double_exponential_cdf_log double_exponential_ccdf_log logistic logistic_lpmf \#
        logistic_lupmf logistic_lpdf logistic_lcdf logistic_lccdf logistic_rng logistic_log logistic_cdf_log \#
        logistic_ccdf_log gumbel gumbel_lpmf gumbel_lupmf gumbel_lpdf gumbel_lcdf gumbel_lccdf gumbel_rng gumbel_log \#
        gumbel_cdf_log gumbel_ccdf_log skew_double_exponential skew_double_exponential_lpmf \#
        skew_double_exponential_lupmf skew_double_exponential_lpdf skew_double_exponential_lcdf \#
        skew_double_exponential_lccdf skew_double_exponential_rng skew_double_exponential_log \#
        skew_double_exponential_cdf_log skew_double_exponential_ccdf_log lognormal lognormal_lpmf lognormal_lupmf \#
        lognormal_lpdf lognormal_lcdf lognormal_lccdf lognormal_rng lognormal_log lognormal_cdf_log lognormal_ccdf_log \#
        chi_square chi_square_lpmf chi_square_lupmf chi_square_lpdf chi_square_lcdf chi_square_lccdf chi_square_rng \#
        chi_square_log chi_square_cdf_log chi_square_ccdf_log inv_chi_square inv_chi_square_lpmf inv_chi_square_lupmf \#
        inv_chi_square_lpdf inv_chi_square_lcdf inv_chi_square_lccdf inv_chi_square_rng inv_chi_square_log \#
        inv_chi_square_cdf_log inv_chi_square_ccdf_log scaled_inv_chi_square scaled_inv_chi_square_lpmf \#
        scaled_inv_chi_square_lupmf scaled_inv_chi_square_lpdf scaled_inv_chi_square_lcdf scaled_inv_chi_square_lccdf \#
        scaled_inv_chi_square_rng scaled_inv_chi_square_log scaled_inv_chi_square_cdf_log \#
        scaled_inv_chi_square_ccdf_log exponential exponential_lpmf exponential_lupmf exponential_lpdf \#
        exponential_lcdf exponential_lccdf exponential_rng exponential_log exponential_cdf_log exponential_ccdf_log \#
        gamma gamma_lpmf gamma_lupmf gamma_lpdf gamma_lcdf gamma_lccdf gamma_rng gamma_log gamma_cdf_log \#
        gamma_ccdf_log inv_gamma inv_gamma_lpmf inv_gamma_lupmf inv_gamma_lpdf inv_gamma_lcdf inv_gamma_lccdf \#
        inv_gamma_rng inv_gamma_log inv_gamma_cdf_log inv_gamma_ccdf_log weibull weibull_lpmf weibull_lupmf \#
        weibull_lpdf weibull_lcdf weibull_lccdf weibull_rng weibull_log weibull_cdf_log weibull_ccdf_log frechet \#
        frechet_lpmf frechet_lupmf frechet_lpdf frechet_lcdf frechet_lccdf frechet_rng frechet_log frechet_cdf_log \#
        frechet_ccdf_log rayleigh rayleigh_lpmf rayleigh_lupmf rayleigh_lpdf rayleigh_lcdf rayleigh_lccdf rayleigh_rng \#
        rayleigh_log rayleigh_cdf_log rayleigh_ccdf_log pareto pareto_lpmf pareto_lupmf pareto_lpdf pareto_lcdf \#
        pareto_lccdf pareto_rng pareto_log pareto_cdf_log pareto_ccdf_log pareto_type_2 pareto_type_2_lpmf \#
        pareto_type_2_lupmf pareto_type_2_lpdf pareto_type_2_lcdf pareto_type_2_lccdf pareto_type_2_rng \#
        pareto_type_2_log pareto_type_2_cdf_log pareto_type_2_ccdf_log wiener wiener_lpmf wiener_lupmf wiener_lpdf \#
        wiener_lcdf wiener_lccdf wiener_rng wiener_log wiener_cdf_log wiener_ccdf_log beta beta_lpmf beta_lupmf \#
        beta_lpdf beta_lcdf beta_lccdf beta_rng beta_log beta_cdf_log beta_ccdf_log beta_proportion \#
        beta_proportion_lpmf beta_proportion_lupmf beta_proportion_lpdf beta_proportion_lcdf beta_proportion_lccdf \#
        beta_proportion_rng beta_proportion_log beta_proportion_cdf_log beta_proportion_ccdf_log von_mises \#
        von_mises_lpmf von_mises_lupmf von_mises_lpdf von_mises_lcdf von_mises_lccdf von_mises_rng von_mises_log \#
        von_mises_cdf_log von_mises_ccdf_log uniform uniform_lpmf uniform_lupmf uniform_lpdf uniform_lcdf \#
        uniform_lccdf uniform_rng uniform_log uniform_cdf_log uniform_ccdf_log multi_normal multi_normal_lpmf \#
        multi_normal_lupmf multi_normal_lpdf multi_normal_lcdf multi_normal_lccdf multi_normal_rng multi_normal_log \#
        multi_normal_cdf_log multi_normal_ccdf_log multi_normal_prec multi_normal_prec_lpmf multi_normal_prec_lupmf \#
        multi_normal_prec_lpdf multi_normal_prec_lcdf multi_normal_prec_lccdf multi_normal_prec_rng \#
        multi_normal_prec_log multi_normal_prec_cdf_log multi_normal_prec_ccdf_log multi_normal_cholesky \#
        multi_normal_cholesky_lpmf multi_normal_cholesky_lupmf multi_normal_cholesky_lpdf multi_normal_cholesky_lcdf \#
        multi_normal_cholesky_lccdf multi_normal_cholesky_rng multi_normal_cholesky_log multi_normal_cholesky_cdf_log \#
        multi_normal_cholesky_ccdf_log multi_gp multi_gp_lpmf multi_gp_lupmf multi_gp_lpdf multi_gp_lcdf \#
        multi_gp_lccdf multi_gp_rng multi_gp_log multi_gp_cdf_log multi_gp_ccdf_log multi_gp_cholesky \#
        multi_gp_cholesky_lpmf multi_gp_cholesky_lupmf multi_gp_cholesky_lpdf multi_gp_cholesky_lcdf \#
        multi_gp_cholesky_lccdf multi_gp_cholesky_rng multi_gp_cholesky_log multi_gp_cholesky_cdf_log \#
        multi_gp_cholesky_ccdf_log multi_student_t multi_student_t_lpmf multi_student_t_lupmf multi_student_t_lpdf \#
        multi_student_t_lcdf multi_student_t_lccdf multi_student_t_rng multi_student_t_log multi_student_t_cdf_log \#
        multi_student_t_ccdf_log gaussian_dlm_obs gaussian_dlm_obs_lpmf gaussian_dlm_obs_lupmf gaussian_dlm_obs_lpdf \#
        gaussian_dlm_obs_lcdf gaussian_dlm_obs_lccdf gaussian_dlm_obs_rng gaussian_dlm_obs_log \#
        gaussian_dlm_obs_cdf_log gaussian_dlm_obs_ccdf_log dirichlet dirichlet_lpmf dirichlet_lupmf dirichlet_lpdf \#
        dirichlet_lcdf dirichlet_lccdf dirichlet_rng dirichlet_log dirichlet_cdf_log dirichlet_ccdf_log lkj_corr \#
        lkj_corr_lpmf lkj_corr_lupmf lkj_corr_lpdf lkj_corr_lcdf lkj_corr_lccdf lkj_corr_rng lkj_corr_log \#
        lkj_corr_cdf_log lkj_corr_ccdf_log lkj_corr_cholesky lkj_corr_cholesky_lpmf lkj_corr_cholesky_lupmf \#
        lkj_corr_cholesky_lpdf lkj_corr_cholesky_lcdf lkj_corr_cholesky_lccdf lkj_corr_cholesky_rng \#
        lkj_corr_cholesky_log lkj_corr_cholesky_cdf_log lkj_corr_cholesky_ccdf_log wishart wishart_lpmf wishart_lupmf \#
        wishart_lpdf wishart_lcdf wishart_lccdf wishart_rng wishart_log wishart_cdf_log wishart_ccdf_log inv_wishart \#
        inv_wishart_lpmf inv_wishart_lupmf inv_wishart_lpdf inv_wishart_lcdf inv_wishart_lccdf inv_wishart_rng \#
        inv_wishart_log inv_wishart_cdf_log inv_wishart_ccdf_log
        """#
    static let constants = #"""
        pi e sqrt2 log2 log10 not_a_number positive_infinity negative_infinity machine_precision
        """#
}
