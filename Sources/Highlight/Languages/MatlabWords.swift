// MATLAB's builtin functions (Rouge's list, coloured nb).
enum MatlabWords {
    static let builtins = #"""
        abs accumarray acos acosd acosh acot acotd acoth acsc acscd acsch actxcontrol actxcontrollist \#
        actxcontrolselect actxGetRunningServer actxserver add addboundary addcats addCause addClass addCondition \#
        addConditionsFrom addConstructor addCorrection addedge addevent addFields addFile addFolderIncludingChildFiles \#
        addFunction addLabel addlistener addMethod addmulti addnode addOptional addParameter addParamValue addPath \#
        addpath addPlugin addpoints addpref addprop addproperty addProperty addReference addRequired addsample \#
        addsampletocollection addShortcut addShutdownFile addStartupFile addTeardown addtodate \#
        addToolbarExplorationButtons addts addvars adjacency airy align alim all allchild \#
        allowModelReferenceDiscreteSampleTimeInheritanceImpl alpha alphamap alphaShape alphaSpectrum \#
        alphaTriangulation amd analyzeCodeCompatibility ancestor and angle animatedline annotation ans any appdesigner \#
        append applyFixture area array2table array2timetable arrayfun ascii asec asecd asech asin asind asinh assert \#
        assertAccessed assertCalled assertClass assertEmpty assertEqual assertError assertFail assertFalse \#
        assertGreaterThan assertGreaterThanOrEqual assertInstanceOf assertLength assertLessThan assertLessThanOrEqual \#
        assertMatches assertNotAccessed assertNotCalled assertNotEmpty assertNotEqual assertNotSameHandle assertNotSet \#
        assertNumElements assertReturnsTrue assertSameHandle assertSet assertSize assertSubstring assertThat \#
        assertTrue assertUsing assertWarning assertWarningFree assignin assignOutputsWhen assumeAccessed assumeCalled \#
        assumeClass assumeEmpty assumeEqual assumeError assumeFail assumeFalse assumeGreaterThan \#
        assumeGreaterThanOrEqual assumeInstanceOf assumeLength assumeLessThan assumeLessThanOrEqual assumeMatches \#
        assumeNotAccessed assumeNotCalled assumeNotEmpty assumeNotEqual assumeNotSameHandle assumeNotSet \#
        assumeNumElements assumeReturnsTrue assumeSameHandle assumeSet assumeSize assumeSubstring assumeThat \#
        assumeTrue assumeUsing assumeWarning assumeWarningFree atan atan2 atan2d atand atanh audiodevinfo audioinfo \#
        audioplayer audioread audiorecorder audiowrite autumn aviinfo axes axis axtoolbar axtoolbarbtn balance \#
        bandwidth bar bar3 bar3h barh barycentricToCartesian baryToCart base2dec batchStartupOptionUsed bctree beep \#
        BeginInvoke bench besselh besseli besselj besselk bessely beta betainc betaincinv betaln between bfsearch bicg \#
        bicgstab bicgstabl biconncomp bin2dec binary binscatter bitand bitcmp bitget bitnot bitor bitset bitshift \#
        bitxor blanks blkdiag bone boundary boundaryFacets boundaryshape boundingbox bounds box break brighten brush \#
        bsxfun build builddocsearchdb builtin bvp4c bvp5c bvpget bvpinit bvpset bvpxtend caldays caldiff calendar \#
        calendarDuration calllib callSoapService calmonths calquarters calweeks calyears camdolly cameratoolbar \#
        camlight camlookat camorbit campan campos camproj camroll camtarget camup camva camzoom cancel cancelled \#
        cart2pol cart2sph cartesianToBarycentric cartToBary cast cat categorical categories caxis cd cdf2rdf cdfepoch \#
        cdfinfo cdflib cdflib.close cdflib.closeVar cdflib.computeEpoch cdflib.computeEpoch16 cdflib.create \#
        cdflib.createAttr cdflib.createVar cdflib.delete cdflib.deleteAttr cdflib.deleteAttrEntry \#
        cdflib.deleteAttrgEntry cdflib.deleteVar cdflib.deleteVarRecords cdflib.epoch16Breakdown cdflib.epochBreakdown \#
        cdflib.getAttrEntry cdflib.getAttrgEntry cdflib.getAttrMaxEntry cdflib.getAttrMaxgEntry cdflib.getAttrName \#
        cdflib.getAttrNum cdflib.getAttrScope cdflib.getCacheSize cdflib.getChecksum cdflib.getCompression \#
        cdflib.getCompressionCacheSize cdflib.getConstantNames cdflib.getConstantValue cdflib.getCopyright \#
        cdflib.getFileBackward cdflib.getFormat cdflib.getLibraryCopyright cdflib.getLibraryVersion cdflib.getMajority \#
        cdflib.getName cdflib.getNumAttrEntries cdflib.getNumAttrgEntries cdflib.getNumAttributes \#
        cdflib.getNumgAttributes cdflib.getReadOnlyMode cdflib.getStageCacheSize cdflib.getValidate \#
        cdflib.getVarAllocRecords cdflib.getVarBlockingFactor cdflib.getVarCacheSize cdflib.getVarCompression \#
        cdflib.getVarData cdflib.getVarMaxAllocRecNum cdflib.getVarMaxWrittenRecNum cdflib.getVarName cdflib.getVarNum \#
        cdflib.getVarNumRecsWritten cdflib.getVarPadValue cdflib.getVarRecordData cdflib.getVarReservePercent \#
        cdflib.getVarsMaxWrittenRecNum cdflib.getVarSparseRecords cdflib.getVersion cdflib.hyperGetVarData \#
        cdflib.hyperPutVarData cdflib.inquire cdflib.inquireAttr cdflib.inquireAttrEntry cdflib.inquireAttrgEntry \#
        cdflib.inquireVar cdflib.open cdflib.putAttrEntry cdflib.putAttrgEntry cdflib.putVarData \#
        cdflib.putVarRecordData cdflib.renameAttr cdflib.renameVar cdflib.setCacheSize cdflib.setChecksum \#
        cdflib.setCompression cdflib.setCompressionCacheSize cdflib.setFileBackward cdflib.setFormat \#
        cdflib.setMajority cdflib.setReadOnlyMode cdflib.setStageCacheSize cdflib.setValidate \#
        cdflib.setVarAllocBlockRecords cdflib.setVarBlockingFactor cdflib.setVarCacheSize cdflib.setVarCompression \#
        cdflib.setVarInitialRecs cdflib.setVarPadValue cdflib.SetVarReservePercent cdflib.setVarsCacheSize \#
        cdflib.setVarSparseRecords cdfread cdfwrite ceil cell cell2mat cell2struct cell2table celldisp cellfun \#
        cellplot cellstr centrality centroid cgs changeFields char checkcode checkin checkout chol cholupdate choose \#
        circshift circumcenter circumcenters cla clabel class classdef classUnderlying clc clear \#
        clearAllMemoizedCaches clearCache clearMockHistory clearPersonalValue clearpoints clearTemporaryValue \#
        clearvars clf clibgen.buildInterface clibgen.ClassDefinition clibgen.ConstructorDefinition \#
        clibgen.EnumDefinition clibgen.FunctionDefinition clibgen.generateLibraryDefinition clibgen.LibraryDefinition \#
        clibgen.MethodDefinition clibgen.PropertyDefinition clibRelease clipboard clock clone close closeFile closereq \#
        cmopts cmpermute cmunique CodeCompatibilityAnalysis codeCompatibilityReport colamd collapse colon colorbar \#
        colorcube colordef colormap ColorSpec colperm COM com.mathworks.engine.MatlabEngine \#
        com.mathworks.matlab.types.CellStr com.mathworks.matlab.types.Complex com.mathworks.matlab.types.HandleObject \#
        com.mathworks.matlab.types.Struct combine Combine CombinedDatastore comet comet3 compan compass complete \#
        complex compose computer cond condeig condensation condest coneplot conj conncomp containers.Map contains \#
        continue contour contour3 contourc contourf contourslice contrast conv conv2 convert convertCharsToStrings \#
        convertContainedStringsToChars convertLike convertStringsToChars convertvars convexHull convhull convhulln \#
        convn cool copper copy copyElement copyfile copyHDU copyobj copyTo corrcoef cos cosd cosh cospi cot cotd coth \#
        count countcats countEachLabel cov cplxpair cputime createCategory createClassFromWsdl createFile createImg \#
        createLabel createMock createSampleTime createSharedTestFixture createSoapMessage createTbl \#
        createTestClassInstance createTestMethodInstance criticalAlpha cross csc cscd csch csvread csvwrite ctranspose \#
        cummax cummin cumprod cumsum cumtrapz curl currentProject customverctrl cylinder daqread daspect \#
        datacursormode datastore dataTipInteraction dataTipTextRow date datenum dateshift datestr datetick datetime \#
        datevec day days dbclear dbcont dbdown dblquad dbmex dbquit dbstack dbstatus dbstep dbstop dbtype dbup dde23 \#
        ddeget ddensd ddesd ddeset deal deblank dec2base dec2bin dec2hex decic decomposition deconv defineArgument \#
        defineOutput deg2rad degree del2 delaunay delaunayn DelaunayTri delaunayTriangulation delegateTo delete \#
        deleteCol deleteFile deleteHDU deleteKey deleteproperty deleteRecord deleteRows delevent \#
        delimitedTextImportOptions delsample delsamplefromcollection demo det details detectImportOptions detrend \#
        deval dfsearch diag diagnose dialog diary diff diffuse digraph dir disableDefaultInteractivity discretize disp \#
        display displayEmptyObject displayNonScalarObject displayScalarHandleToDeletedObject displayScalarObject \#
        dissect distances dither divergence dlmread dlmwrite dmperm doc docsearch done dos dot double drag dragrect \#
        drawnow dsearchn duration dynamicprops echo echodemo edgeAttachments edgecount edges edit eig eigs ellipj \#
        ellipke ellipsoid empty enableDefaultInteractivity enableNETfromNetworkDrive enableservice end EndInvoke \#
        endsWith enumeration eomday eps eq equilibrate erase eraseBetween erf erfc erfcinv erfcx erfinv error errorbar \#
        errordlg etime etree etreeplot eval evalc evalin event.DynamicPropertyEvent event.EventData event.hasListener \#
        event.listener event.PropertyEvent event.proplistener eventlisteners events exceltime Execute exist exit exp \#
        expand expectedContentLength expint expm expm1 export export2wsdlg exportsetupdlg extractAfter extractBefore \#
        extractBetween eye ezcontour ezcontourf ezmesh ezmeshc ezplot ezplot3 ezpolar ezsurf ezsurfc faceNormal \#
        faceNormals factor factorial false fatalAssertAccessed fatalAssertCalled fatalAssertClass fatalAssertEmpty \#
        fatalAssertEqual fatalAssertError fatalAssertFail fatalAssertFalse fatalAssertGreaterThan \#
        fatalAssertGreaterThanOrEqual fatalAssertInstanceOf fatalAssertLength fatalAssertLessThan \#
        fatalAssertLessThanOrEqual fatalAssertMatches fatalAssertNotAccessed fatalAssertNotCalled fatalAssertNotEmpty \#
        fatalAssertNotEqual fatalAssertNotSameHandle fatalAssertNotSet fatalAssertNumElements fatalAssertReturnsTrue \#
        fatalAssertSameHandle fatalAssertSet fatalAssertSize fatalAssertSubstring fatalAssertThat fatalAssertTrue \#
        fatalAssertUsing fatalAssertWarning fatalAssertWarningFree fclose fcontour feather featureEdges feof ferror \#
        feval Feval fewerbins fft fft2 fftn fftshift fftw fgetl fgets fieldnames figure figurepalette fileattrib \#
        fileDatastore filemarker fileMode fileName fileparts fileread filesep fill fill3 fillmissing filloutliers \#
        filter filter2 fimplicit fimplicit3 find findall findCategory findedge findEvent findfigs findFile findgroups \#
        findLabel findnode findobj findprop findstr finish fitsdisp fitsinfo fitsread fitswrite fix \#
        fixedWidthImportOptions flag flintmax flip flipdim flipedge fliplr flipud floor flow fmesh fminbnd fminsearch \#
        fopen for format fplot fplot3 fprintf frame2im fread freeBoundary freqspace frewind fscanf fseek fsurf ftell \#
        ftp full fullfile func2str function functions FunctionTestCase functiontests funm fwrite fzero gallery gamma \#
        gammainc gammaincinv gammaln gather gca gcbf gcbo gcd gcf gcmr gco ge genpath genvarname geoaxes geobasemap \#
        geobubble geodensityplot geolimits geoplot geoscatter geotickformat get getabstime getAColParms getappdata \#
        getaudiodata getBColParms GetCharArray getClass getColName getColType getConstantValue getCurrentTime getData \#
        getdatasamples getdatasamplesize getDiagnosticFor getDiscreteStateImpl getDiscreteStateSpecificationImpl \#
        getdisp getenv getEqColType getfield getFields getFileFormats getFooter getframe GetFullMatrix \#
        getGlobalNamesImpl getHdrSpace getHDUnum getHDUtype getHeader getHeaderImpl getIconImpl getImgSize getImgType \#
        getImpulseResponseLengthImpl getInputDimensionConstraintImpl getinterpmethod getLocation getMockHistory \#
        getNegativeDiagnosticFor getnext getNumCols getNumHDUs getNumInputs getNumInputsImpl getNumOutputs \#
        getNumOutputsImpl getNumRows getOpenFiles getOutputDataTypeImpl getOutputDimensionConstraintImpl \#
        getOutputSizeImpl getParameter getpixelposition getplayer getpoints getPostActValString getPostConditionString \#
        getPostDescriptionString getPostExpValString getPreDescriptionString getpref getProfiles getPropertyGroups \#
        getPropertyGroupsImpl getqualitydesc getReasonPhrase getReport getsamples getSampleTime getSampleTimeImpl \#
        getsampleusingtime getSharedTestFixtures getSimulateUsingImpl getSimulinkFunctionNamesImpl gettimeseriesnames \#
        getTimeStr gettsafteratevent gettsafterevent gettsatevent gettsbeforeatevent gettsbeforeevent \#
        gettsbetweenevents GetVariable getvaropts getVersion GetWorkspaceData ginput global gmres gobjects gplot \#
        grabcode gradient graph GraphPlot gray graymon grid griddata griddatan griddedInterpolant groot groupcounts \#
        groupsummary grouptransform gsvd gt gtext guidata guide guihandles gunzip gzip H5.close H5.garbage_collect \#
        H5.get_libversion H5.open H5.set_free_list_limits H5A.close H5A.create H5A.delete H5A.get_info H5A.get_name \#
        H5A.get_space H5A.get_type H5A.iterate H5A.open H5A.open_by_idx H5A.open_by_name H5A.read H5A.write h5create \#
        H5D.close H5D.create H5D.get_access_plist H5D.get_create_plist H5D.get_offset H5D.get_space \#
        H5D.get_space_status H5D.get_storage_size H5D.get_type H5D.open H5D.read H5D.set_extent H5D.vlen_get_buf_size \#
        H5D.write h5disp H5DS.attach_scale H5DS.detach_scale H5DS.get_label H5DS.get_num_scales H5DS.get_scale_name \#
        H5DS.is_scale H5DS.iterate_scales H5DS.set_label H5DS.set_scale H5E.clear H5E.get_major H5E.get_minor H5E.walk \#
        H5F.close H5F.create H5F.flush H5F.get_access_plist H5F.get_create_plist H5F.get_filesize H5F.get_freespace \#
        H5F.get_info H5F.get_mdc_config H5F.get_mdc_hit_rate H5F.get_mdc_size H5F.get_name H5F.get_obj_count \#
        H5F.get_obj_ids H5F.is_hdf5 H5F.mount H5F.open H5F.reopen H5F.set_mdc_config H5F.unmount H5G.close H5G.create \#
        H5G.get_info H5G.open H5I.dec_ref H5I.get_file_id H5I.get_name H5I.get_ref H5I.get_type H5I.inc_ref \#
        H5I.is_valid h5info H5L.copy H5L.create_external H5L.create_hard H5L.create_soft H5L.delete H5L.exists \#
        H5L.get_info H5L.get_name_by_idx H5L.get_val H5L.iterate H5L.iterate_by_name H5L.move H5L.visit \#
        H5L.visit_by_name H5ML.compare_values H5ML.get_constant_names H5ML.get_constant_value H5ML.get_function_names \#
        H5ML.get_mem_datatype H5ML.hoffset H5ML.sizeof H5O.close H5O.copy H5O.get_comment H5O.get_comment_by_name \#
        H5O.get_info H5O.link H5O.open H5O.open_by_idx H5O.set_comment H5O.set_comment_by_name H5O.visit \#
        H5O.visit_by_name H5P.all_filters_avail H5P.close H5P.close_class H5P.copy H5P.create H5P.equal H5P.exist \#
        H5P.fill_value_defined H5P.get H5P.get_alignment H5P.get_alloc_time H5P.get_attr_creation_order \#
        H5P.get_attr_phase_change H5P.get_btree_ratios H5P.get_char_encoding H5P.get_chunk H5P.get_chunk_cache \#
        H5P.get_class H5P.get_class_name H5P.get_class_parent H5P.get_copy_object H5P.get_create_intermediate_group \#
        H5P.get_driver H5P.get_edc_check H5P.get_external H5P.get_external_count H5P.get_family_offset \#
        H5P.get_fapl_core H5P.get_fapl_family H5P.get_fapl_multi H5P.get_fclose_degree H5P.get_fill_time \#
        H5P.get_fill_value H5P.get_filter H5P.get_filter_by_id H5P.get_gc_references H5P.get_hyper_vector_size \#
        H5P.get_istore_k H5P.get_layout H5P.get_libver_bounds H5P.get_link_creation_order H5P.get_link_phase_change \#
        H5P.get_mdc_config H5P.get_meta_block_size H5P.get_multi_type H5P.get_nfilters H5P.get_nprops \#
        H5P.get_sieve_buf_size H5P.get_size H5P.get_sizes H5P.get_small_data_block_size H5P.get_sym_k \#
        H5P.get_userblock H5P.get_version H5P.isa_class H5P.iterate H5P.modify_filter H5P.remove_filter H5P.set \#
        H5P.set_alignment H5P.set_alloc_time H5P.set_attr_creation_order H5P.set_attr_phase_change \#
        H5P.set_btree_ratios H5P.set_char_encoding H5P.set_chunk H5P.set_chunk_cache H5P.set_copy_object \#
        H5P.set_create_intermediate_group H5P.set_deflate H5P.set_edc_check H5P.set_external H5P.set_family_offset \#
        H5P.set_fapl_core H5P.set_fapl_family H5P.set_fapl_log H5P.set_fapl_multi H5P.set_fapl_sec2 H5P.set_fapl_split \#
        H5P.set_fapl_stdio H5P.set_fclose_degree H5P.set_fill_time H5P.set_fill_value H5P.set_filter \#
        H5P.set_fletcher32 H5P.set_gc_references H5P.set_hyper_vector_size H5P.set_istore_k H5P.set_layout \#
        H5P.set_libver_bounds H5P.set_link_creation_order H5P.set_link_phase_change H5P.set_mdc_config \#
        H5P.set_meta_block_size H5P.set_multi_type H5P.set_nbit H5P.set_scaleoffset H5P.set_shuffle \#
        H5P.set_sieve_buf_size H5P.set_sizes H5P.set_small_data_block_size H5P.set_sym_k H5P.set_userblock H5R.create \#
        H5R.dereference H5R.get_name H5R.get_obj_type H5R.get_region h5read h5readatt H5S.close H5S.copy H5S.create \#
        H5S.create_simple H5S.extent_copy H5S.get_select_bounds H5S.get_select_elem_npoints \#
        H5S.get_select_elem_pointlist H5S.get_select_hyper_blocklist H5S.get_select_hyper_nblocks \#
        H5S.get_select_npoints H5S.get_select_type H5S.get_simple_extent_dims H5S.get_simple_extent_ndims \#
        H5S.get_simple_extent_npoints H5S.get_simple_extent_type H5S.is_simple H5S.offset_simple H5S.select_all \#
        H5S.select_elements H5S.select_hyperslab H5S.select_none H5S.select_valid H5S.set_extent_none \#
        H5S.set_extent_simple H5T.array_create H5T.close H5T.commit H5T.committed H5T.copy H5T.create H5T.detect_class \#
        H5T.enum_create H5T.enum_insert H5T.enum_nameof H5T.enum_valueof H5T.equal H5T.get_array_dims \#
        H5T.get_array_ndims H5T.get_class H5T.get_create_plist H5T.get_cset H5T.get_ebias H5T.get_fields H5T.get_inpad \#
        H5T.get_member_class H5T.get_member_index H5T.get_member_name H5T.get_member_offset H5T.get_member_type \#
        H5T.get_member_value H5T.get_native_type H5T.get_nmembers H5T.get_norm H5T.get_offset H5T.get_order \#
        H5T.get_pad H5T.get_precision H5T.get_sign H5T.get_size H5T.get_strpad H5T.get_super H5T.get_tag H5T.insert \#
        H5T.is_variable_str H5T.lock H5T.open H5T.pack H5T.set_cset H5T.set_ebias H5T.set_fields H5T.set_inpad \#
        H5T.set_norm H5T.set_offset H5T.set_order H5T.set_pad H5T.set_precision H5T.set_sign H5T.set_size \#
        H5T.set_strpad H5T.set_tag H5T.vlen_create h5write h5writeatt H5Z.filter_avail H5Z.get_filter_info hadamard \#
        handle hankel hasdata hasFactoryValue hasfile hasFrame hasnext hasPersonalValue hasTemporaryValue hdf5info \#
        hdf5read hdf5write hdfan hdfdf24 hdfdfr8 hdfh hdfhd hdfhe hdfhx hdfinfo hdfml hdfpt hdfread hdftool hdfv hdfvf \#
        hdfvh hdfvs head heatmap height help helpbrowser helpdesk helpdlg helpwin hess hex2dec hex2num hgexport \#
        hggroup hgload hgsave hgtransform hidden highlight hilb hist histc histcounts histcounts2 histogram histogram2 \#
        hms hold holes home horzcat hot hour hours hover hsv hsv2rgb hypot ichol idealfilter idivide ifft ifft2 ifftn \#
        ifftshift ilu im2double im2frame im2java imag image imageDatastore imagesc imapprox imfinfo imformats \#
        imgCompress import importdata imread imresize imshow imtile imwrite incenter incenters incidence ind2rgb \#
        ind2sub indegree inedges Inf info infoImpl initialize initializeDatastore inline inmem inner2outer innerjoin \#
        inOutStatus inpolygon input inputdlg inputname inputParser insertAfter insertATbl insertBefore insertBTbl \#
        insertCol insertImg insertRows inShape inspect instrcallback instrfind instrfindall int16 int2str int32 int64 \#
        int8 integral integral2 integral3 interp1 interp1q interp2 interp3 interpft interpn interpstreamspeed \#
        intersect intmax intmin inv invhilb invoke ipermute iqr is* isa isappdata isaUnderlying isbanded isbetween \#
        iscalendarduration iscategorical iscategory iscell iscellstr ischange ischar iscolumn iscom isCompatible \#
        isCompressedImg isConnected isdag isdatetime isdiag isdir isDiscreteStateSpecificationMutableImpl isDone \#
        isDoneImpl isdst isduration isEdge isempty isenum isequal isequaln isequalwithequalnans isevent isfield isfile \#
        isfinite isfloat isfolder isfullfile isgraphics ishandle ishermitian ishghandle ishold ishole isIllConditioned \#
        isInactivePropertyImpl isinf isInputComplexityMutableImpl isInputDataTypeMutableImpl \#
        isInputDirectFeedthroughImpl isInputSizeLockedImpl isInputSizeMutableImpl isinteger isinterface isInterior \#
        isinterior isisomorphic isjava isKey iskeyword isletter isLoaded islocalmax islocalmin isLocked islogical \#
        ismac ismatrix ismember ismembertol ismethod ismissing ismultigraph isnan isnat isNull isnumeric isobject \#
        isocaps isocolors isomorphism isonormals isordinal isosurface isoutlier isOutputComplexImpl \#
        isOutputFixedSizeImpl ispc isplaying ispref isprime isprop isprotected isreal isrecording isregular isrow \#
        isscalar issimplified issorted issortedrows isspace issparse isstr isstring isStringScalar isstrprop isstruct \#
        isstudent issymmetric istable istall istimetable istril istriu isTunablePropertyDataTypeMutableImpl \#
        isundefined isunix isvalid isvarname isvector isweekend javaaddpath javaArray javachk javaclasspath javaMethod \#
        javaMethodEDT javaObject javaObjectEDT javarmpath jet join jsondecode jsonencode juliandate keepMeasuring \#
        keyboard keys KeyValueDatastore KeyValueStore kron labeledge labelnode lag laplacian lasterr lasterror \#
        lastwarn layout lcm ldivide ldl le legend legendre length lib.pointer libfunctions libfunctionsview \#
        libisloaded libpointer libstruct license light lightangle lighting lin2mu line lines LineSpec linkaxes \#
        linkdata linkprop linsolve linspace listdlg listener listfonts listModifiedFiles listRequiredFiles load \#
        loadlibrary loadobj loadObjectImpl localfunctions log log10 log1p log2 logical Logical loglog logm logspace \#
        lookfor lower ls lscov lsqminnorm lsqnonneg lsqr lt lu magic makehgtform mapreduce mapreducer mat2cell mat2str \#
        matchpairs material matfile matlab matlab.addons.disableAddon matlab.addons.enableAddon matlab.addons.install \#
        matlab.addons.installedAddons matlab.addons.isAddonEnabled matlab.addons.toolbox.installedToolboxes \#
        matlab.addons.toolbox.installToolbox matlab.addons.toolbox.packageToolbox matlab.addons.toolbox.toolboxVersion \#
        matlab.addons.toolbox.uninstallToolbox matlab.addons.uninstall matlab.apputil.create \#
        matlab.apputil.getInstalledAppInfo matlab.apputil.install matlab.apputil.package matlab.apputil.run \#
        matlab.apputil.uninstall matlab.codetools.requiredFilesAndProducts matlab.engine.connect_matlab \#
        matlab.engine.engineName matlab.engine.find_matlab matlab.engine.FutureResult matlab.engine.isEngineShared \#
        matlab.engine.MatlabEngine matlab.engine.shareEngine matlab.engine.start_matlab matlab.exception.JavaException \#
        matlab.exception.PyException matlab.graphics.Graphics matlab.graphics.GraphicsPlaceholder matlab.io.Datastore \#
        matlab.io.datastore.DsFileReader matlab.io.datastore.DsFileSet matlab.io.datastore.HadoopFileBased \#
        matlab.io.datastore.HadoopLocationBased matlab.io.datastore.Partitionable matlab.io.datastore.Shuffleable \#
        matlab.io.hdf4.sd matlab.io.hdf4.sd.attrInfo matlab.io.hdf4.sd.close matlab.io.hdf4.sd.create \#
        matlab.io.hdf4.sd.dimInfo matlab.io.hdf4.sd.endAccess matlab.io.hdf4.sd.fileInfo matlab.io.hdf4.sd.findAttr \#
        matlab.io.hdf4.sd.getCal matlab.io.hdf4.sd.getChunkInfo matlab.io.hdf4.sd.getCompInfo \#
        matlab.io.hdf4.sd.getDataStrs matlab.io.hdf4.sd.getDimID matlab.io.hdf4.sd.getDimScale \#
        matlab.io.hdf4.sd.getDimStrs matlab.io.hdf4.sd.getFilename matlab.io.hdf4.sd.getFillValue \#
        matlab.io.hdf4.sd.getInfo matlab.io.hdf4.sd.getRange matlab.io.hdf4.sd.idToRef matlab.io.hdf4.sd.idType \#
        matlab.io.hdf4.sd.isCoordVar matlab.io.hdf4.sd.isRecord matlab.io.hdf4.sd.nameToIndex \#
        matlab.io.hdf4.sd.nameToIndices matlab.io.hdf4.sd.readAttr matlab.io.hdf4.sd.readChunk \#
        matlab.io.hdf4.sd.readData matlab.io.hdf4.sd.refToIndex matlab.io.hdf4.sd.select matlab.io.hdf4.sd.setAttr \#
        matlab.io.hdf4.sd.setCal matlab.io.hdf4.sd.setChunk matlab.io.hdf4.sd.setCompress \#
        matlab.io.hdf4.sd.setDataStrs matlab.io.hdf4.sd.setDimName matlab.io.hdf4.sd.setDimScale \#
        matlab.io.hdf4.sd.setDimStrs matlab.io.hdf4.sd.setExternalFile matlab.io.hdf4.sd.setFillMode \#
        matlab.io.hdf4.sd.setFillValue matlab.io.hdf4.sd.setNBitDataSet matlab.io.hdf4.sd.setRange \#
        matlab.io.hdf4.sd.start matlab.io.hdf4.sd.writeChunk matlab.io.hdf4.sd.writeData matlab.io.hdfeos.gd \#
        matlab.io.hdfeos.gd.attach matlab.io.hdfeos.gd.close matlab.io.hdfeos.gd.compInfo matlab.io.hdfeos.gd.create \#
        matlab.io.hdfeos.gd.defBoxRegion matlab.io.hdfeos.gd.defComp matlab.io.hdfeos.gd.defDim \#
        matlab.io.hdfeos.gd.defField matlab.io.hdfeos.gd.defOrigin matlab.io.hdfeos.gd.defPixReg \#
        matlab.io.hdfeos.gd.defProj matlab.io.hdfeos.gd.defTile matlab.io.hdfeos.gd.defVrtRegion \#
        matlab.io.hdfeos.gd.detach matlab.io.hdfeos.gd.dimInfo matlab.io.hdfeos.gd.extractRegion \#
        matlab.io.hdfeos.gd.fieldInfo matlab.io.hdfeos.gd.getFillValue matlab.io.hdfeos.gd.getPixels \#
        matlab.io.hdfeos.gd.getPixValues matlab.io.hdfeos.gd.gridInfo matlab.io.hdfeos.gd.ij2ll \#
        matlab.io.hdfeos.gd.inqAttrs matlab.io.hdfeos.gd.inqDims matlab.io.hdfeos.gd.inqFields \#
        matlab.io.hdfeos.gd.inqGrid matlab.io.hdfeos.gd.interpolate matlab.io.hdfeos.gd.ll2ij \#
        matlab.io.hdfeos.gd.nEntries matlab.io.hdfeos.gd.open matlab.io.hdfeos.gd.originInfo \#
        matlab.io.hdfeos.gd.pixRegInfo matlab.io.hdfeos.gd.projInfo matlab.io.hdfeos.gd.readAttr \#
        matlab.io.hdfeos.gd.readBlkSomOffset matlab.io.hdfeos.gd.readField matlab.io.hdfeos.gd.readTile \#
        matlab.io.hdfeos.gd.regionInfo matlab.io.hdfeos.gd.setFillValue matlab.io.hdfeos.gd.setTileComp \#
        matlab.io.hdfeos.gd.sphereCodeToName matlab.io.hdfeos.gd.sphereNameToCode matlab.io.hdfeos.gd.tileInfo \#
        matlab.io.hdfeos.gd.writeAttr matlab.io.hdfeos.gd.writeBlkSomOffset matlab.io.hdfeos.gd.writeField \#
        matlab.io.hdfeos.gd.writeTile matlab.io.hdfeos.sw matlab.io.hdfeos.sw.attach matlab.io.hdfeos.sw.close \#
        matlab.io.hdfeos.sw.compInfo matlab.io.hdfeos.sw.create matlab.io.hdfeos.sw.defBoxRegion \#
        matlab.io.hdfeos.sw.defComp matlab.io.hdfeos.sw.defDataField matlab.io.hdfeos.sw.defDim \#
        matlab.io.hdfeos.sw.defDimMap matlab.io.hdfeos.sw.defGeoField matlab.io.hdfeos.sw.defTimePeriod \#
        matlab.io.hdfeos.sw.defVrtRegion matlab.io.hdfeos.sw.detach matlab.io.hdfeos.sw.dimInfo \#
        matlab.io.hdfeos.sw.extractPeriod matlab.io.hdfeos.sw.extractRegion matlab.io.hdfeos.sw.fieldInfo \#
        matlab.io.hdfeos.sw.geoMapInfo matlab.io.hdfeos.sw.getFillValue matlab.io.hdfeos.sw.idxMapInfo \#
        matlab.io.hdfeos.sw.inqAttrs matlab.io.hdfeos.sw.inqDataFields matlab.io.hdfeos.sw.inqDims \#
        matlab.io.hdfeos.sw.inqGeoFields matlab.io.hdfeos.sw.inqIdxMaps matlab.io.hdfeos.sw.inqMaps \#
        matlab.io.hdfeos.sw.inqSwath matlab.io.hdfeos.sw.mapInfo matlab.io.hdfeos.sw.nEntries matlab.io.hdfeos.sw.open \#
        matlab.io.hdfeos.sw.periodInfo matlab.io.hdfeos.sw.readAttr matlab.io.hdfeos.sw.readField \#
        matlab.io.hdfeos.sw.regionInfo matlab.io.hdfeos.sw.setFillValue matlab.io.hdfeos.sw.writeAttr \#
        matlab.io.hdfeos.sw.writeField matlab.io.MatFile matlab.io.saveVariablesToScript \#
        matlab.lang.correction.AppendArgumentsCorrection matlab.lang.makeUniqueStrings matlab.lang.makeValidName \#
        matlab.lang.OnOffSwitchState matlab.mex.MexHost matlab.mixin.Copyable matlab.mixin.CustomDisplay \#
        matlab.mixin.CustomDisplay.convertDimensionsToString matlab.mixin.CustomDisplay.displayPropertyGroups \#
        matlab.mixin.CustomDisplay.getClassNameForHeader matlab.mixin.CustomDisplay.getDeletedHandleText \#
        matlab.mixin.CustomDisplay.getDetailedFooter matlab.mixin.CustomDisplay.getDetailedHeader \#
        matlab.mixin.CustomDisplay.getHandleText matlab.mixin.CustomDisplay.getSimpleHeader matlab.mixin.Heterogeneous \#
        matlab.mixin.Heterogeneous.getDefaultScalarElement matlab.mixin.SetGet matlab.mixin.SetGetExactNames \#
        matlab.mixin.util.PropertyGroup matlab.mock.actions.AssignOutputs matlab.mock.actions.Invoke \#
        matlab.mock.actions.ReturnStoredValue matlab.mock.actions.StoreValue matlab.mock.actions.ThrowException \#
        matlab.mock.AnyArguments matlab.mock.constraints.Occurred matlab.mock.constraints.WasAccessed \#
        matlab.mock.constraints.WasCalled matlab.mock.constraints.WasSet matlab.mock.history.MethodCall \#
        matlab.mock.history.PropertyAccess matlab.mock.history.PropertyModification \#
        matlab.mock.history.SuccessfulMethodCall matlab.mock.history.SuccessfulPropertyAccess \#
        matlab.mock.history.SuccessfulPropertyModification matlab.mock.history.UnsuccessfulMethodCall \#
        matlab.mock.history.UnsuccessfulPropertyAccess matlab.mock.history.UnsuccessfulPropertyModification \#
        matlab.mock.InteractionHistory matlab.mock.InteractionHistory.forMock matlab.mock.MethodCallBehavior \#
        matlab.mock.PropertyBehavior matlab.mock.PropertyGetBehavior matlab.mock.PropertySetBehavior \#
        matlab.mock.TestCase matlab.mock.TestCase.forInteractiveUse matlab.net.ArrayFormat matlab.net.base64decode \#
        matlab.net.base64encode matlab.net.http.AuthenticationScheme matlab.net.http.AuthInfo matlab.net.http.Cookie \#
        matlab.net.http.CookieInfo matlab.net.http.CookieInfo.collectFromLog matlab.net.http.Credentials \#
        matlab.net.http.Disposition matlab.net.http.field.AcceptField matlab.net.http.field.AuthenticateField \#
        matlab.net.http.field.AuthenticationInfoField matlab.net.http.field.AuthorizationField \#
        matlab.net.http.field.ContentDispositionField matlab.net.http.field.ContentLengthField \#
        matlab.net.http.field.ContentLocationField matlab.net.http.field.ContentTypeField \#
        matlab.net.http.field.CookieField matlab.net.http.field.DateField matlab.net.http.field.GenericField \#
        matlab.net.http.field.GenericParameterizedField matlab.net.http.field.HTTPDateField \#
        matlab.net.http.field.IntegerField matlab.net.http.field.LocationField matlab.net.http.field.MediaRangeField \#
        matlab.net.http.field.SetCookieField matlab.net.http.field.URIReferenceField matlab.net.http.HeaderField \#
        matlab.net.http.HeaderField.displaySubclasses matlab.net.http.HTTPException matlab.net.http.HTTPOptions \#
        matlab.net.http.io.BinaryConsumer matlab.net.http.io.ContentConsumer matlab.net.http.io.ContentProvider \#
        matlab.net.http.io.FileConsumer matlab.net.http.io.FileProvider matlab.net.http.io.FormProvider \#
        matlab.net.http.io.GenericConsumer matlab.net.http.io.GenericProvider matlab.net.http.io.ImageConsumer \#
        matlab.net.http.io.ImageProvider matlab.net.http.io.JSONConsumer matlab.net.http.io.JSONProvider \#
        matlab.net.http.io.MultipartConsumer matlab.net.http.io.MultipartFormProvider \#
        matlab.net.http.io.MultipartProvider matlab.net.http.io.StringConsumer matlab.net.http.io.StringProvider \#
        matlab.net.http.LogRecord matlab.net.http.MediaType matlab.net.http.Message matlab.net.http.MessageBody \#
        matlab.net.http.MessageType matlab.net.http.ProgressMonitor matlab.net.http.ProtocolVersion \#
        matlab.net.http.RequestLine matlab.net.http.RequestMessage matlab.net.http.RequestMethod \#
        matlab.net.http.ResponseMessage matlab.net.http.StartLine matlab.net.http.StatusClass \#
        matlab.net.http.StatusCode matlab.net.http.StatusCode.fromValue matlab.net.http.StatusLine \#
        matlab.net.QueryParameter matlab.net.URI matlab.perftest.FixedTimeExperiment \#
        matlab.perftest.FrequentistTimeExperiment matlab.perftest.TestCase matlab.perftest.TimeExperiment \#
        matlab.perftest.TimeExperiment.limitingSamplingError matlab.perftest.TimeExperiment.withFixedSampleSize \#
        matlab.perftest.TimeResult matlab.project.createProject matlab.project.loadProject matlab.project.Project \#
        matlab.project.rootProject matlab.System matlab.system.display.Action matlab.system.display.Header \#
        matlab.system.display.Icon matlab.system.display.Section matlab.system.display.SectionGroup \#
        matlab.system.mixin.CustomIcon matlab.system.mixin.FiniteSource matlab.system.mixin.Nondirect \#
        matlab.system.mixin.Propagates matlab.system.mixin.SampleTime matlab.system.StringSet \#
        matlab.tall.blockMovingWindow matlab.tall.movingWindow matlab.tall.reduce matlab.tall.transform \#
        matlab.test.behavior.Missing matlab.uitest.TestCase matlab.uitest.TestCase.forInteractiveUse \#
        matlab.uitest.unlock matlab.unittest.constraints.AbsoluteTolerance matlab.unittest.constraints.AnyCellOf \#
        matlab.unittest.constraints.AnyElementOf matlab.unittest.constraints.BooleanConstraint \#
        matlab.unittest.constraints.CellComparator matlab.unittest.constraints.Constraint \#
        matlab.unittest.constraints.ContainsSubstring matlab.unittest.constraints.EndsWithSubstring \#
        matlab.unittest.constraints.Eventually matlab.unittest.constraints.EveryCellOf \#
        matlab.unittest.constraints.EveryElementOf matlab.unittest.constraints.HasElementCount \#
        matlab.unittest.constraints.HasField matlab.unittest.constraints.HasInf matlab.unittest.constraints.HasLength \#
        matlab.unittest.constraints.HasNaN matlab.unittest.constraints.HasSize \#
        matlab.unittest.constraints.HasUniqueElements matlab.unittest.constraints.IsAnything \#
        matlab.unittest.constraints.IsEmpty matlab.unittest.constraints.IsEqualTo matlab.unittest.constraints.IsFalse \#
        matlab.unittest.constraints.IsFile matlab.unittest.constraints.IsFinite matlab.unittest.constraints.IsFolder \#
        matlab.unittest.constraints.IsGreaterThan matlab.unittest.constraints.IsGreaterThanOrEqualTo \#
        matlab.unittest.constraints.IsInstanceOf matlab.unittest.constraints.IsLessThan \#
        matlab.unittest.constraints.IsLessThanOrEqualTo matlab.unittest.constraints.IsOfClass \#
        matlab.unittest.constraints.IsReal matlab.unittest.constraints.IsSameHandleAs \#
        matlab.unittest.constraints.IsSameSetAs matlab.unittest.constraints.IsScalar \#
        matlab.unittest.constraints.IsSparse matlab.unittest.constraints.IsSubsetOf \#
        matlab.unittest.constraints.IsSubstringOf matlab.unittest.constraints.IssuesNoWarnings \#
        matlab.unittest.constraints.IssuesWarnings matlab.unittest.constraints.IsSupersetOf \#
        matlab.unittest.constraints.IsTrue matlab.unittest.constraints.LogicalComparator \#
        matlab.unittest.constraints.Matches matlab.unittest.constraints.NumericComparator \#
        matlab.unittest.constraints.ObjectComparator matlab.unittest.constraints.PublicPropertyComparator \#
        matlab.unittest.constraints.PublicPropertyComparator.supportingAllValues \#
        matlab.unittest.constraints.RelativeTolerance matlab.unittest.constraints.ReturnsTrue \#
        matlab.unittest.constraints.StartsWithSubstring matlab.unittest.constraints.StringComparator \#
        matlab.unittest.constraints.StructComparator matlab.unittest.constraints.TableComparator \#
        matlab.unittest.constraints.Throws matlab.unittest.constraints.Tolerance \#
        matlab.unittest.diagnostics.ConstraintDiagnostic \#
        matlab.unittest.diagnostics.ConstraintDiagnostic.getDisplayableString matlab.unittest.diagnostics.Diagnostic \#
        matlab.unittest.diagnostics.DiagnosticResult matlab.unittest.diagnostics.DisplayDiagnostic \#
        matlab.unittest.diagnostics.FigureDiagnostic matlab.unittest.diagnostics.FileArtifact \#
        matlab.unittest.diagnostics.FrameworkDiagnostic matlab.unittest.diagnostics.FunctionHandleDiagnostic \#
        matlab.unittest.diagnostics.LoggedDiagnosticEventData matlab.unittest.diagnostics.ScreenshotDiagnostic \#
        matlab.unittest.diagnostics.StringDiagnostic matlab.unittest.fixtures.CurrentFolderFixture \#
        matlab.unittest.fixtures.Fixture matlab.unittest.fixtures.PathFixture matlab.unittest.fixtures.ProjectFixture \#
        matlab.unittest.fixtures.SuppressedWarningsFixture matlab.unittest.fixtures.TemporaryFolderFixture \#
        matlab.unittest.fixtures.WorkingFolderFixture matlab.unittest.measurement.DefaultMeasurementResult \#
        matlab.unittest.measurement.MeasurementResult matlab.unittest.parameters.ClassSetupParameter \#
        matlab.unittest.parameters.EmptyParameter matlab.unittest.parameters.MethodSetupParameter \#
        matlab.unittest.parameters.Parameter matlab.unittest.parameters.Parameter.fromData \#
        matlab.unittest.parameters.TestParameter matlab.unittest.plugins.codecoverage.CoberturaFormat \#
        matlab.unittest.plugins.codecoverage.CoverageReport matlab.unittest.plugins.codecoverage.ProfileReport \#
        matlab.unittest.plugins.CodeCoveragePlugin matlab.unittest.plugins.CodeCoveragePlugin.forFile \#
        matlab.unittest.plugins.CodeCoveragePlugin.forFolder matlab.unittest.plugins.CodeCoveragePlugin.forPackage \#
        matlab.unittest.plugins.diagnosticrecord.DiagnosticRecord \#
        matlab.unittest.plugins.diagnosticrecord.ExceptionDiagnosticRecord \#
        matlab.unittest.plugins.diagnosticrecord.LoggedDiagnosticRecord \#
        matlab.unittest.plugins.diagnosticrecord.QualificationDiagnosticRecord \#
        matlab.unittest.plugins.DiagnosticsOutputPlugin matlab.unittest.plugins.DiagnosticsRecordingPlugin \#
        matlab.unittest.plugins.DiagnosticsValidationPlugin matlab.unittest.plugins.FailOnWarningsPlugin \#
        matlab.unittest.plugins.LoggingPlugin matlab.unittest.plugins.LoggingPlugin.withVerbosity \#
        matlab.unittest.plugins.OutputStream matlab.unittest.plugins.plugindata.FinalizedResultPluginData \#
        matlab.unittest.plugins.plugindata.ImplicitFixturePluginData matlab.unittest.plugins.plugindata.PluginData \#
        matlab.unittest.plugins.plugindata.QualificationContext \#
        matlab.unittest.plugins.plugindata.SharedTestFixturePluginData \#
        matlab.unittest.plugins.plugindata.TestContentCreationPluginData \#
        matlab.unittest.plugins.plugindata.TestSuiteRunPluginData matlab.unittest.plugins.QualifyingPlugin \#
        matlab.unittest.plugins.StopOnFailuresPlugin matlab.unittest.plugins.TAPPlugin \#
        matlab.unittest.plugins.TAPPlugin.producingOriginalFormat matlab.unittest.plugins.TAPPlugin.producingVersion13 \#
        matlab.unittest.plugins.testreport.DOCXTestReportPlugin \#
        matlab.unittest.plugins.testreport.HTMLTestReportPlugin matlab.unittest.plugins.testreport.PDFTestReportPlugin \#
        matlab.unittest.plugins.TestReportPlugin matlab.unittest.plugins.TestReportPlugin.producingDOCX \#
        matlab.unittest.plugins.TestReportPlugin.producingHTML matlab.unittest.plugins.TestReportPlugin.producingPDF \#
        matlab.unittest.plugins.TestRunnerPlugin matlab.unittest.plugins.TestRunProgressPlugin \#
        matlab.unittest.plugins.ToFile matlab.unittest.plugins.ToStandardOutput matlab.unittest.plugins.ToUniqueFile \#
        matlab.unittest.plugins.XMLPlugin matlab.unittest.plugins.XMLPlugin.producingJUnitFormat \#
        matlab.unittest.qualifications.Assertable matlab.unittest.qualifications.AssertionFailedException \#
        matlab.unittest.qualifications.Assumable matlab.unittest.qualifications.AssumptionFailedException \#
        matlab.unittest.qualifications.ExceptionEventData matlab.unittest.qualifications.FatalAssertable \#
        matlab.unittest.qualifications.FatalAssertionFailedException \#
        matlab.unittest.qualifications.QualificationEventData matlab.unittest.qualifications.Verifiable \#
        matlab.unittest.Scope matlab.unittest.selectors.AndSelector matlab.unittest.selectors.HasBaseFolder \#
        matlab.unittest.selectors.HasName matlab.unittest.selectors.HasParameter \#
        matlab.unittest.selectors.HasProcedureName matlab.unittest.selectors.HasSharedTestFixture \#
        matlab.unittest.selectors.HasSuperclass matlab.unittest.selectors.HasTag matlab.unittest.selectors.NotSelector \#
        matlab.unittest.selectors.OrSelector matlab.unittest.Test matlab.unittest.TestCase \#
        matlab.unittest.TestCase.forInteractiveUse matlab.unittest.TestResult matlab.unittest.TestRunner \#
        matlab.unittest.TestRunner.withNoPlugins matlab.unittest.TestRunner.withTextOutput matlab.unittest.TestSuite \#
        matlab.unittest.TestSuite.fromClass matlab.unittest.TestSuite.fromFile matlab.unittest.TestSuite.fromFolder \#
        matlab.unittest.TestSuite.fromMethod matlab.unittest.TestSuite.fromName matlab.unittest.TestSuite.fromPackage \#
        matlab.unittest.TestSuite.fromProject matlab.unittest.Verbosity matlab.wsdl.createWSDLClient \#
        matlab.wsdl.setWSDLToolPath matlabrc matlabroot matlabshared.supportpkg.checkForUpdate \#
        matlabshared.supportpkg.getInstalled matlabshared.supportpkg.getSupportPackageRoot \#
        matlabshared.supportpkg.setSupportPackageRoot max maxflow MaximizeCommandWindow maxk maxNumCompThreads \#
        maxpartitions mean median memmapfile memoize MemoizedFunction memory menu mergecats mergevars mesh meshc \#
        meshgrid meshz meta.abstractDetails meta.ArrayDimension meta.class meta.class.fromName meta.DynamicProperty \#
        meta.EnumeratedValue meta.event meta.FixedDimension meta.MetaData meta.method meta.package \#
        meta.package.fromName meta.package.getAllPackages meta.property meta.UnrestrictedDimension meta.Validation \#
        metaclass methods methodsview mex mex.getCompilerConfigurations MException MException.last mexext mexhost \#
        mfilename mget milliseconds min MinimizeCommandWindow mink minres minspantree minus minute minutes mislocked \#
        missing mkdir mkpp mldivide mlint mlintrpt mlock mmfileinfo mod mode month more morebins movAbsHDU move \#
        movefile movegui movevars movie movmad movmax movmean movmedian movmin movNamHDU movprod movRelHDU movstd \#
        movsum movvar mpower mput mrdivide msgbox mtimes mu2lin multibandread multibandwrite munlock mustBeFinite \#
        mustBeGreaterThan mustBeGreaterThanOrEqual mustBeInteger mustBeLessThan mustBeLessThanOrEqual mustBeMember \#
        mustBeNegative mustBeNonempty mustBeNonNan mustBeNonnegative mustBeNonpositive mustBeNonsparse mustBeNonzero \#
        mustBeNumeric mustBeNumericOrLogical mustBePositive mustBeReal namelengthmax NaN nargchk nargin narginchk \#
        nargout nargoutchk NaT native2unicode nccreate ncdisp nchoosek ncinfo ncread ncreadatt ncwrite ncwriteatt \#
        ncwriteschema ndgrid ndims ne nearest nearestNeighbor nearestvertex neighbors NET NET.addAssembly NET.Assembly \#
        NET.convertArray NET.createArray NET.createGeneric NET.disableAutoRelease NET.enableAutoRelease \#
        NET.GenericClass NET.invokeGenericMethod NET.isNETSupported NET.NetException NET.setStaticProperty \#
        netcdf.abort netcdf.close netcdf.copyAtt netcdf.create netcdf.defDim netcdf.defGrp netcdf.defVar \#
        netcdf.defVarChunking netcdf.defVarDeflate netcdf.defVarFill netcdf.defVarFletcher32 netcdf.delAtt \#
        netcdf.endDef netcdf.getAtt netcdf.getChunkCache netcdf.getConstant netcdf.getConstantNames netcdf.getVar \#
        netcdf.inq netcdf.inqAtt netcdf.inqAttID netcdf.inqAttName netcdf.inqDim netcdf.inqDimID netcdf.inqDimIDs \#
        netcdf.inqFormat netcdf.inqGrpName netcdf.inqGrpNameFull netcdf.inqGrpParent netcdf.inqGrps netcdf.inqLibVers \#
        netcdf.inqNcid netcdf.inqUnlimDims netcdf.inqVar netcdf.inqVarChunking netcdf.inqVarDeflate netcdf.inqVarFill \#
        netcdf.inqVarFletcher32 netcdf.inqVarID netcdf.inqVarIDs netcdf.open netcdf.putAtt netcdf.putVar netcdf.reDef \#
        netcdf.renameAtt netcdf.renameDim netcdf.renameVar netcdf.setChunkCache netcdf.setDefaultFormat netcdf.setFill \#
        netcdf.sync newline newplot nextfile nextpow2 nnz nonzeros norm normalize normest not notebook notify now \#
        nsidedpoly nthroot null num2cell num2hex num2ruler num2str numArgumentsFromSubscript numboundaries numedges \#
        numel numnodes numpartitions numRegions numsides nzmax ode113 ode15i ode15s ode23 ode23s ode23t ode23tb ode45 \#
        odeget odeset odextend onCleanup ones onFailure open openDiskFile openfig openFile opengl openProject openvar \#
        optimget optimset or ordeig orderfields ordqz ordschur orient orth outdegree outedges outerjoin outputImpl \#
        overlaps pack pad padecoef pagesetupdlg pan panInteraction parallelplot pareto parfor parquetDatastore \#
        parquetinfo parquetread parquetwrite parse parseSoapResponse partition parula pascal patch path path2rc \#
        pathsep pathtool pause pbaspect pcg pchip pcode pcolor pdepe pdeval peaks perimeter perl perms permute \#
        persistent pi pie pie3 pink pinv planerot play playblocking plot plot3 plotbrowser plotedit plotmatrix \#
        plottools plotyy plus pointLocation pol2cart polar polaraxes polarhistogram polarplot polarscatter poly \#
        polyarea polybuffer polyder polyeig polyfit polyint polyshape polyval polyvalm posixtime pow2 power ppval \#
        predecessors prefdir preferences preferredBufferSize press preview primes print printdlg printopt printpreview \#
        prism processInputSpecificationChangeImpl processTunedPropertiesImpl prod profile profsave progress \#
        propagatedInputComplexity propagatedInputDataType propagatedInputFixedSize propagatedInputSize propedit \#
        properties propertyeditor psi publish PutCharArray putData PutFullMatrix PutWorkspaceData pwd pyargs pyversion \#
        qmr qr qrdelete qrinsert qrupdate quad quad2d quadgk quadl quadv quarter questdlg Quit quit quiver quiver3 qz \#
        rad2deg rand randi randn randperm RandStream RandStream.create RandStream.getGlobalStream RandStream.list \#
        RandStream.setGlobalStream rank rat rats rbbox rcond rdivide read readall readasync readATblHdr readBTblHdr \#
        readCard readcell readCol readFrame readimage readImg readKey readKeyCmplx readKeyDbl readKeyLongLong \#
        readKeyLongStr readKeyUnit readmatrix readRecord readtable readtimetable readvars real reallog realmax realmin \#
        realpow realsqrt record recordblocking rectangle rectint recycle reducepatch reducevolume refresh refreshdata \#
        refreshSourceControl regexp regexpi regexprep regexptranslate regions regionZoomInteraction registerevent \#
        regmatlabserver rehash relationaloperators release releaseImpl reload rem Remove remove RemoveAll \#
        removeCategory removecats removeFields removeFile removeLabel removeParameter removePath removeReference \#
        removeShortcut removeShutdownFile removeStartupFile removeToolbarExplorationButtons removets removevars rename \#
        renamecats rendererinfo reordercats reordernodes repeat repelem replace replaceBetween replaceFields repmat \#
        reportFinalizedResult resample rescale reset resetImpl reshape residue resolve restartable restoredefaultpath \#
        result resume rethrow retime return returnStoredValueWhen reusable reverse rgb2gray rgb2hsv rgb2ind rgbplot \#
        ribbon rlim rmappdata rmboundary rmdir rmedge rmfield rmholes rmmissing rmnode rmoutliers rmpath rmpref rmprop \#
        rmslivers rng roots rose rosser rot90 rotate rotate3d rotateInteraction round rowfun rows2vars rref rsf2csf \#
        rtickangle rtickformat rticklabels rticks ruler2num rulerPanInteraction run runInParallel runperf runTest \#
        runTestClass runTestMethod runtests runTestSuite samplefun sampleSummary satisfiedBy save saveas savefig \#
        saveobj saveObjectImpl savepath scale scatter scatter3 scatteredInterpolant scatterhistogram schur scroll sec \#
        secd sech second seconds seek selectFailed selectIf selectIncomplete selectLogged selectmoveresize \#
        selectPassed semilogx semilogy send sendmail serial serialbreak seriallist set setabstime setappdata setBscale \#
        setcats setCompressionType setdatatype setdiff setdisp setenv setfield setHCompScale setHCompSmooth \#
        setinterpmethod setParameter setpixelposition setpref setProperties setstr setTileDim settimeseriesnames \#
        Setting settings SettingsGroup setToValue setTscale setuniformtime setup setupImpl setupSharedTestFixture \#
        setupTestClass setupTestMethod setvaropts setvartype setxor sgtitle shading sheetnames shg shiftdim \#
        shortestpath shortestpathtree show showFiSettingsImpl showplottool showSimulateUsingImpl shrinkfaces shuffle \#
        sign simplify sin sind single sinh sinpi size slice smooth3 smoothdata snapnow sort sortboundaries \#
        sortByFixtures sortregions sortrows sortx sorty sound soundsc spalloc sparse spaugment spconvert spdiags \#
        specular speye spfun sph2cart sphere spinmap spline split splitapply splitEachLabel splitlines splitvars \#
        spones spparms sprand sprandn sprandsym sprank spreadsheetDatastore spreadsheetImportOptions spring sprintf \#
        spy sqrt sqrtm squeeze ss2tf sscanf stack stackedplot stairs standardizeMissing start startat startMeasuring \#
        startsWith startup stats std stem stem3 step stepImpl stlread stlwrite stop stopasync stopMeasuring \#
        storeValueWhen str2double str2func str2mat str2num strcat strcmp strcmpi stream2 stream3 streamline \#
        streamparticles streamribbon streamslice streamtube strfind string strings strip strjoin strjust strlength \#
        strmatch strncmp strncmpi strread strrep strsplit strtok strtrim struct struct2cell struct2table structfun \#
        strvcat sub2ind subgraph subplot subsasgn subset subsindex subspace subsref substruct subtract subvolume \#
        successors sum summary summer superclasses support supportPackageInstaller supports \#
        supportsMultipleInstanceImpl surf surf2patch surface surfaceArea surfc surfl surfnorm svd svds swapbytes \#
        sylvester symamd symbfact symmlq symrcm symvar synchronize syntax system table table2array table2cell \#
        table2struct table2timetable tabularTextDatastore tail tall TallDatastore tallrng tan tand tanh tar tcpclient \#
        teardown teardownSharedTestFixture teardownTestClass teardownTestMethod tempdir tempname testsuite tetramesh \#
        texlabel text textread textscan textwrap tfqmr then thetalim thetatickformat thetaticklabels thetaticks \#
        thingSpeakRead thingSpeakWrite throw throwAsCaller throwExceptionWhen tic Tiff Tiff.computeStrip \#
        Tiff.computeTile Tiff.currentDirectory Tiff.getTag Tiff.getTagNames Tiff.getVersion Tiff.isTiled \#
        Tiff.lastDirectory Tiff.nextDirectory Tiff.numberOfStrips Tiff.numberOfTiles Tiff.readEncodedStrip \#
        Tiff.readEncodedTile Tiff.readRGBAImage Tiff.readRGBAStrip Tiff.readRGBATile Tiff.rewriteDirectory \#
        Tiff.setDirectory Tiff.setSubDirectory Tiff.setTag Tiff.writeDirectory Tiff.writeEncodedStrip \#
        Tiff.writeEncodedTile time timeit timeofday timer timerange timerfind timerfindall times timeseries timetable \#
        timetable2table timezones title toc todatenum toeplitz toolboxdir topkrows toposort trace transclosure \#
        transform TransformedDatastore translate transpose transreduction trapz treelayout treeplot triangulation tril \#
        trimesh triplequad triplot TriRep TriScatteredInterp trisurf triu true tscollection tsdata.event tsearchn \#
        turningdist type typecast tzoffset uialert uiaxes uibutton uibuttongroup uicheckbox uiconfirm uicontextmenu \#
        uicontrol uidatepicker uidropdown uieditfield uifigure uigauge uigetdir uigetfile uigetpref uigridlayout \#
        uiimage uiimport uiknob uilabel uilamp uilistbox uimenu uint16 uint32 uint64 uint8 uiopen uipanel \#
        uiprogressdlg uipushtool uiputfile uiradiobutton uiresume uisave uisetcolor uisetfont uisetpref uislider \#
        uispinner uistack uiswitch uitab uitabgroup uitable uitextarea uitogglebutton uitoggletool uitoolbar uitree \#
        uitreenode uiwait uminus underlyingValue undocheckout unicode2native union unique uniquetol unix unloadlibrary \#
        unmesh unmkpp unregisterallevents unregisterevent unstack untar unwrap unzip updateDependencies updateImpl \#
        upgradePreviouslyInstalledSupportPackages uplus upper urlread urlwrite usejava userpath validate \#
        validateattributes validateFunctionSignaturesJSON validateInputsImpl validatePropertiesImpl validatestring \#
        ValueIterator values vander var varargin varargout varfun vartype vecnorm vectorize ver verctrl verifyAccessed \#
        verifyCalled verifyClass verifyEmpty verifyEqual verifyError verifyFail verifyFalse verifyGreaterThan \#
        verifyGreaterThanOrEqual verifyInstanceOf verifyLength verifyLessThan verifyLessThanOrEqual verifyMatches \#
        verifyNotAccessed verifyNotCalled verifyNotEmpty verifyNotEqual verifyNotSameHandle verifyNotSet \#
        verifyNumElements verifyReturnsTrue verifySameHandle verifySet verifySize verifySubstring verifyThat \#
        verifyTrue verifyUsing verifyWarning verifyWarningFree verLessThan version vertcat vertexAttachments \#
        vertexNormal VideoReader VideoWriter view viewmtx visdiff volume volumebounds voronoi voronoiDiagram voronoin \#
        wait waitbar waitfor waitforbuttonpress warndlg warning waterfall web weboptions webread websave webwrite week \#
        weekday what whatsnew when which while whitebg who whos width wilkinson winopen winqueryreg winter \#
        withAnyInputs withExactInputs withNargout withtol wordcloud write writecell writeChecksum writeCol \#
        writeComment writeDate writeHistory writeImg writeKey writeKeyUnit writematrix writetable writetimetable \#
        writeVideo xcorr xcov xlabel xlim xline xlsfinfo xlsread xlswrite xmlread xmlwrite xor xslt xtickangle \#
        xtickformat xticklabels xticks year years ylabel ylim yline ymd ytickangle ytickformat yticklabels yticks \#
        yyaxis yyyymmdd zeros zip zlabel zlim zoom zoomInteraction ztickangle ztickformat zticklabels zticks
        """#
}
