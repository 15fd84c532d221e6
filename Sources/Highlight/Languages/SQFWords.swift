// SQF's script commands, lower-cased (Rouge's list).
enum SQFWords {
    static let commands = #"""
        abs acos actionids actionkeys actionkeysimages actionkeysnames actionkeysnamesarray actionname activateaddons \#
        activatekey add3denconnection add3deneventhandler addcamshake addforcegeneratorrtd additempool addmagazinepool \#
        addmissioneventhandler addmusiceventhandler addswitchableunit addtoremainscollector addweaponpool admin agent \#
        agltoasl aimpos airdensityrtd airplanethrottle airportside aisfinishheal alive allcontrols allmissionobjects \#
        allsimpleobjects allturrets allvariables animationnames animationstate asin asltoagl asltoatl assert \#
        assignedcargo assignedcommander assigneddriver assignedgunner assigneditems assignedtarget assignedteam \#
        assignedvehicle assignedvehiclerole atan atg atltoasl attachedobject attachedobjects attachedto attackenabled \#
        backpack backpackcargo backpackcontainer backpackitems backpackmagazines behaviour binocular boundingbox \#
        boundingboxreal boundingcenter breakout breakto buldozer_enableroaddiag buldozer_loadnewroads buttonaction \#
        buttonsetaction calculatepath calculateplayervisibilitybyfriendly call camcommitted camdestroy \#
        cameraeffectenablehud camerainterest campreloaded camtarget camusenvg cancelsimpletaskdestination canfire \#
        canmove canstand cantriggerdynamicsimulation canunloadincombat captive captivenum case cbchecked ceil \#
        channelenabled checkaifeature classname clear3deninventory clearallitemsfrombackpack clearbackpackcargo \#
        clearbackpackcargoglobal cleargroupicons clearitemcargo clearitemcargoglobal clearmagazinecargo \#
        clearmagazinecargoglobal clearoverlay clearweaponcargo clearweaponcargoglobal closedialog closeoverlay \#
        collapseobjecttree collect3denhistory collectivertd combatmode commander commandgetout commandstop comment \#
        commitoverlay compile compilefinal completedfsm composetext confighierarchy configname configproperties \#
        configsourceaddonlist configsourcemod configsourcemodlist copytoclipboard cos count create3dencomposition \#
        create3denentity createagent createcenter createdialog creatediarylink creategeardialog creategroup \#
        createguardedpoint createlocation createmarker createmarkerlocal createmine createsimpleobject \#
        createsoundsource createteam createtrigger createvehicle createvehiclecrew crew ctaddheader ctaddrow ctclear \#
        ctcursel ctheadercount ctrlactivate ctrlangle ctrlautoscrolldelay ctrlautoscrollrewind ctrlautoscrollspeed \#
        ctrlchecked ctrlclassname ctrlcommitted ctrldelete ctrlenable ctrlenabled ctrlfade ctrlhtmlloaded ctrlidc \#
        ctrlidd ctrlmapanimclear ctrlmapanimcommit ctrlmapanimdone ctrlmapmouseover ctrlmapscale ctrlmodel \#
        ctrlmodeldirandup ctrlmodelscale ctrlparent ctrlparentcontrolsgroup ctrlposition ctrlscale ctrlsetfocus \#
        ctrlsettext ctrlshow ctrlshown ctrltext ctrltextheight ctrltextsecondary ctrltextwidth ctrltype ctrlvisible \#
        ctrowcount curatoraddons curatorcameraarea curatorcameraareaceiling curatoreditableobjects curatoreditingarea \#
        curatoreditingareatype curatorpoints curatorregisteredobjects curatorwaypointcost currentcommand \#
        currentmagazine currentmagazinedetail currentmuzzle currentpilot currenttask currenttasks currentthrowable \#
        currentvisionmode currentwaypoint currentweapon currentweaponmode currentzeroing cutobj cutrsc cuttext damage \#
        datetonumber deactivatekey debriefingtext debuglog decaygraphvalues default deg delete3denentities \#
        deletecenter deletecollection deletegroup deleteidentity deletelocation deletemarker deletemarkerlocal \#
        deletesite deletestatus deleteteam deletevehicle deletewaypoint detach detectedmines diag_captureframe \#
        diag_captureframetofile diag_captureslowframe diag_codeperformance diag_dynamicsimulationend diag_lightnewload \#
        diag_log diag_logslowframe diag_setlightnew didjipowner difficultyenabled difficultyoption direction \#
        disablemapindicators disableremotesensors disableuserinput displayparent dissolveteam do3denaction dogetout \#
        dostop drawicon3d drawline3d driver drop dynamicsimulationdistance dynamicsimulationdistancecoef \#
        dynamicsimulationenabled echo edit3denmissionattributes effectivecommander enableaudiofeature enablecamshake \#
        enablecaustics enabledebriefingstats enablediaglegend enabledynamicsimulationsystem enableengineartillery \#
        enableenvironment enableradio enablesatnormalondetail enablesaving enablesentences enablestressdamage \#
        enableteamswitch enabletraffic enableweapondisassembly endmission enginesisonrtd enginespowerrtd enginesrpmrtd \#
        enginestorquertd entities estimatedtimeleft everybackpack everycontainer execfsm execvm exp \#
        expecteddestination exportjipmessages eyedirection eyepos face faction failmission fillweaponsfrompool \#
        finddisplay finite firstbackpack flag flaganimationphase flagowner flagside flagtexture fleeing floor for \#
        forceatpositionrtd forcegeneratorrtd forcemap forcerespawn format formation formationdirection formationleader \#
        formationmembers formationposition formationtask formattext formleader fromeditor fuel fullcrew \#
        gearidcammocount gearslotammocount gearslotdata get3denactionstate get3denconnections get3denentity \#
        get3denentityid get3dengrid get3denlayerentities get3denselected getaimingcoef getallenvsoundcontrollers \#
        getallhitpointsdamage getallownedmines getallsoundcontrollers getammocargo getanimaimprecision \#
        getanimspeedcoef getarray getartilleryammo getassignedcuratorlogic getassignedcuratorunit getbackpackcargo \#
        getbleedingremaining getburningvalue getcameraviewdirection getcenterofmass getconnecteduav \#
        getcontainermaxload getcustomaimcoef getcustomsoundcontroller getcustomsoundcontrollercount getdammage \#
        getdescription getdir getdirvisual getdiverstate getdlcassetsusagebyname getdlcs getdlcusagetime \#
        geteditorcamera geteditormode getenginetargetrpmrtd getfatigue getfieldmanualstartpage getforcedflagtexture \#
        getfuelcargo getgraphvalues getgroupiconparams getgroupicons getitemcargo getmagazinecargo getmarkercolor \#
        getmarkerpos getmarkersize getmarkertype getmass getmissionconfig getmissionconfigvalue \#
        getmissionlayerentities getmissionpath getmodelinfo getnumber getobjectdlc getobjectfov getobjectmaterials \#
        getobjecttextures getobjecttype getoxygenremaining getpersonuseddlcs getpilotcameradirection \#
        getpilotcameraposition getpilotcamerarotation getpilotcameratarget getplatenumber getplayerchannel \#
        getplayerscores getplayeruid getpos getposasl getposaslvisual getposaslw getposatl getposatlvisual \#
        getposvisual getposworld getposworldvisual getpylonmagazines getrepaircargo getrotorbrakertd getshotparents \#
        getslingload getstamina getstatvalue getsuppression getterrainheightasl gettext gettrimoffsetrtd \#
        getunitloadout getusermfdtext getusermfdvalue getvehiclecargo getweaponcargo getweaponsway \#
        getwingsorientationrtd getwingspositionrtd getwppos goggles goto group groupfromnetid groupid groupowner \#
        groupselectedunits gunner handgunitems handgunmagazine handgunweapon handshit haspilotcamera hcallgroups \#
        hcleader hcremoveallgroups hcselected hcshowbar headgear hidebody hideobject hideobjectglobal hint hintc \#
        hintcadet hintsilent hmd hostmission if image importallgroups importance incapacitatedstate inflamed infopanel \#
        infopanels ingameuiseteventhandler inheritsfrom inputaction isabletobreathe isagent isaimprecisionenabled \#
        isarray isautohoveron isautonomous isautostartupenabledrtd isautotrimonrtd isbleeding isburning isclass \#
        iscollisionlighton iscopilotenabled isdamageallowed isdlcavailable isengineon isforcedwalk isformationleader \#
        isgroupdeletedwhenempty ishidden isinremainscollector iskeyactive islaseron islighton islocalized ismanualfire \#
        ismarkedforcollection isnil isnull isnumber isobjecthidden isobjectrtd isonroad isplayer isrealtime \#
        isshowing3dicons issimpleobject issprintallowed isstaminaenabled istext istouchingground isturnedout \#
        isuavconnected isvehiclecargo isvehicleradaron iswalking isweapondeployed isweaponrested itemcargo items \#
        itemswithmagazines keyimage keyname landresult lasertarget lbadd lbclear lbcolor lbcolorright lbcursel lbdata \#
        lbdelete lbpicture lbpictureright lbselection lbsetcolor lbsetcolorright lbsetcursel lbsetdata lbsetpicture \#
        lbsetpicturecolor lbsetpicturecolordisabled lbsetpicturecolorselected lbsetpictureright lbsetselectcolor \#
        lbsetselectcolorright lbsettext lbsettooltip lbsetvalue lbsize lbsort lbsortbyvalue lbtext lbtextright lbvalue \#
        leader leaderboarddeinit leaderboardgetrows leaderboardinit leaderboardrequestrowsfriends \#
        leaderboardrequestrowsglobal leaderboardrequestrowsglobalarounduser leaderboardsrequestuploadscore \#
        leaderboardsrequestuploadscorekeepbest leaderboardstate lifestate lightdetachobject lightison linearconversion \#
        lineintersects lineintersectsobjs lineintersectssurfaces lineintersectswith list listremotetargets \#
        listvehiclesensors ln lnbaddarray lnbaddcolumn lnbaddrow lnbclear lnbcolor lnbcolorright lnbcurselrow lnbdata \#
        lnbdeletecolumn lnbdeleterow lnbgetcolumnsposition lnbpicture lnbpictureright lnbsetcolor lnbsetcolorright \#
        lnbsetcolumnspos lnbsetcurselrow lnbsetdata lnbsetpicture lnbsetpicturecolor lnbsetpicturecolorright \#
        lnbsetpicturecolorselected lnbsetpicturecolorselectedright lnbsetpictureright lnbsettext lnbsettextright \#
        lnbsettooltip lnbsetvalue lnbsize lnbsort lnbsortbyvalue lnbtext lnbtextright lnbvalue load loadabs \#
        loadbackpack loadfile loaduniform loadvest local localize locationposition locked lockeddriver lockidentity \#
        log lognetwork lognetworkterminate magazinecargo magazines magazinesallturrets magazinesammo \#
        magazinesammocargo magazinesammofull magazinesdetail magazinesdetailbackpack magazinesdetailuniform \#
        magazinesdetailvest mapanimadd mapcenteroncamera mapgridposition markeralpha markerbrush markercolor markerdir \#
        markerpos markershape markersize markertext markertype matrixtranspose members menuaction menuadd menuchecked \#
        menuclear menucollapse menudata menudelete menuenable menuenabled menuexpand menuhover menupicture \#
        menusetaction menusetcheck menusetdata menusetpicture menusetvalue menushortcut menushortcuttext menusize \#
        menusort menutext menuurl menuvalue mineactive missiletarget missiletargetpos modparams moonphase morale \#
        move3dencamera moveout movetime movetocompleted movetofailed name namesound nearestbuilding nearestlocation \#
        nearestlocations nearestlocationwithdubbing nearestobject nearestobjects nearestterrainobjects needreload \#
        netid nextmenuitemindex not numberofenginesrtd numbertodate objectcurators objectfromnetid objectparent \#
        onbriefinggroup onbriefingnotes onbriefingplan onbriefingteamswitch oncommandmodechanged oneachframe \#
        ongroupiconclick ongroupiconoverenter ongroupiconoverleave onhcgroupselectionchanged onmapsingleclick \#
        onplayerconnected onplayerdisconnected onpreloadfinished onpreloadstarted onteamswitch opendlcpage openmap \#
        opensteamapp openyoutubevideo owner param params parsenumber parsesimplearray parsetext pickweaponpool pitch \#
        playableslotsnumber playersnumber playmission playmusic playscriptedmission playsound playsound3d position \#
        positioncameratoworld ppeffectcommitted ppeffectcreate ppeffectdestroy ppeffectenabled precision preloadcamera \#
        preloadsound preloadtitleobj preloadtitlersc preprocessfile preprocessfilelinenumbers primaryweapon \#
        primaryweaponitems primaryweaponmagazine priority private processdiarylink progressloadingscreen \#
        progressposition publicvariable publicvariableserver putweaponpool queryitemspool querymagazinepool \#
        queryweaponpool rad radiochannelcreate random rank rankid rating rectangular registeredtasks reload \#
        reloadenabled remoteexec remoteexeccall remove3denconnection remove3deneventhandler remove3denlayer \#
        removeall3deneventhandlers removeallactions removeallassigneditems removeallcontainers removeallcuratoraddons \#
        removeallcuratorcameraareas removeallcuratoreditingareas removeallhandgunitems removeallitems \#
        removeallitemswithmagazines removeallmissioneventhandlers removeallmusiceventhandlers removeallownedmines \#
        removeallprimaryweaponitems removeallweapons removebackpack removebackpackglobal removefromremainscollector \#
        removegoggles removeheadgear removemissioneventhandler removemusiceventhandler removeswitchableunit \#
        removeuniform removevest requiredversion resetsubgroupdirection resources restarteditorcamera reverse roadat \#
        roadsconnectedto roledescription ropeattachedobjects ropeattachedto ropeattachenabled ropecreate ropecut \#
        ropedestroy ropeendposition ropelength ropes ropeunwind ropeunwound rotorsforcesrtd rotorsrpmrtd round \#
        save3deninventory saveoverlay savevar scopename score scoreside screenshot screentoworld scriptdone scriptname \#
        scudstate secondaryweapon secondaryweaponitems secondaryweaponmagazine selectbestplaces selectededitorobjects \#
        selectionnames selectmax selectmin selectplayer selectrandom selectrandomweighted sendaumessage sendudpmessage \#
        servercommand servercommandavailable servercommandexecutable set3denattributes set3dengrid set3deniconsvisible \#
        set3denlinesvisible set3denmissionattributes set3denmodelsvisible set3denselected setacctime setaperture \#
        setaperturenew setarmorypoints setcamshakedefparams setcamshakeparams setcompassoscillation setcurrentchannel \#
        setcustommissiondata setcustomsoundcontroller setdate setdefaultcamera setdetailmapblendpars \#
        setgroupiconsselectable setgroupiconsvisible sethorizonparallaxcoef sethudmovementlevels setinfopanel \#
        setlocalwindparams setmouseposition setmusiceventhandler setobjectviewdistance setplayable \#
        setplayerrespawntime setshadowdistance setsimulweatherlayers setstaminascheme setstatvalue setsystemofunits \#
        setterraingrid settimemultiplier settrafficdensity settrafficdistance settrafficgap settrafficspeed \#
        setviewdistance setwind setwinddir showchat showcinemaborder showcommandingmenu showcompass showcuratorcompass \#
        showgps showhud showmap showpad showradio showscoretable showsubtitles showuavfeed showwarrant showwatch \#
        showwaypoints side simpletasks simulationenabled simulclouddensity simulcloudocclusion simulinclouds sin size \#
        sizeof skill skiptime sleep sliderposition sliderrange slidersetposition slidersetrange slidersetspeed \#
        sliderspeed soldiermagazines someammo speaker speed speedmode sqrt squadparams stance startloadingscreen \#
        stopenginertd stopped str supportinfo surfaceiswater surfacenormal surfacetype switch switchcamera \#
        synchronizedobjects synchronizedtriggers synchronizedwaypoints systemchat tan taskalwaysvisible taskchildren \#
        taskcompleted taskcustomdata taskdescription taskdestination taskhint taskmarkeroffset taskparent taskresult \#
        taskstate tasktype teammember teamname teamtype terminate terrainintersect terrainintersectasl \#
        terrainintersectatasl text textlog textlogformat tg throw titlecut titlefadeout titleobj titlersc titletext \#
        toarray tofixed tolower toloweransi tostring toupper toupperansi triggeractivated triggeractivation \#
        triggerammo triggerarea triggerattachedvehicle triggerstatements triggertext triggertimeout \#
        triggertimeoutcurrent triggertype try tvadd tvclear tvcollapse tvcollapseall tvcount tvcursel tvdata tvdelete \#
        tvexpand tvexpandall tvpicture tvpictureright tvsetcursel tvsetdata tvsetpicture tvsetpicturecolor \#
        tvsetpictureright tvsetpicturerightcolor tvsettext tvsettooltip tvsetvalue tvsort tvsortbyvalue tvtext \#
        tvtooltip tvvalue type typename typeof uavcontrol uisleep unassigncurator unassignteam unassignvehicle \#
        underwater uniform uniformcontainer uniformitems uniformmagazines unitaddons unitaimposition \#
        unitaimpositionvisual unitbackpack unitisuav unitpos unitready unitrecoilcoefficient units unlockachievement \#
        updateobjecttree useaiopermapobstructiontest useaisteeringcomponent vectordir vectordirvisual \#
        vectorlinearconversion vectormagnitude vectormagnitudesqr vectornormalized vectorup vectorupvisual vehicle \#
        vehiclecargoenabled vehiclereceiveremotetargets vehiclereportownposition vehiclereportremotetargets \#
        vehiclevarname velocity velocitymodelspace verifysignature vest vestcontainer vestitems vestmagazines \#
        visibleposition visiblepositionasl waituntil waypointattachedobject waypointattachedvehicle waypointbehaviour \#
        waypointcombatmode waypointcompletionradius waypointdescription waypointforcebehaviour waypointformation \#
        waypointhouseposition waypointloiterradius waypointloitertype waypointname waypointposition waypoints \#
        waypointscript waypointsenableduav waypointshow waypointspeed waypointstatements waypointtimeout \#
        waypointtimeoutcurrent waypointtype waypointvisible weaponcargo weaponinertia weaponlowered weapons \#
        weaponsitems weaponsitemscargo weaponstate weightrtd wfsidetext while wingsforcesrtd with worldtoscreen action \#
        actionparams add3denlayer addaction addbackpack addbackpackcargo addbackpackcargoglobal addbackpackglobal \#
        addcuratoraddons addcuratorcameraarea addcuratoreditableobjects addcuratoreditingarea addcuratorpoints \#
        addeditorobject addeventhandler addforce addgoggles addgroupicon addhandgunitem addheadgear additem \#
        additemcargo additemcargoglobal additemtobackpack additemtouniform additemtovest addlivestats addmagazine \#
        addmagazineammocargo addmagazinecargo addmagazinecargoglobal addmagazineglobal addmagazines addmagazineturret \#
        addmenu addmenuitem addmpeventhandler addownedmine addplayerscores addprimaryweaponitem \#
        addpublicvariableeventhandler addrating addresources addscore addscoreside addsecondaryweaponitem \#
        addteammember addtorque adduniform addvehicle addvest addwaypoint addweapon addweaponcargo \#
        addweaponcargoglobal addweaponglobal addweaponitem addweaponturret addweaponwithattachmentscargo \#
        addweaponwithattachmentscargoglobal aimedattarget allow3dmode allowcrewinimmobile allowcuratorlogicignoreareas \#
        allowdamage allowdammage allowfileoperations allowfleeing allowgetin allowsprint ammo ammoonpylon and animate \#
        animatebay animatedoor animatepylon animatesource animationphase animationsourcephase append apply \#
        arrayintersect assignascargo assignascargoindex assignascommander assignasdriver assignasgunner assignasturret \#
        assigncurator assignitem assignteam assigntoairport atan2 attachobject attachto backpackspacefor \#
        bezierinterpolation buildingexit buildingpos callextension camcommand camcommit camcommitprepared \#
        camconstuctionsetparams camcreate cameraeffect campreload campreparebank campreparedir campreparedive \#
        campreparefocus campreparefov campreparefovrange campreparepos campreparerelpos campreparetarget camsetbank \#
        camsetdir camsetdive camsetfocus camsetfov camsetfovrange camsetpos camsetrelpos camsettarget canadd \#
        canadditemtobackpack canadditemtouniform canadditemtovest canslingload canvehiclecargo catch cbsetchecked \#
        checkvisibility clear3denattribute closedisplay commandartilleryfire commandchat commandfire commandfollow \#
        commandfsm commandmove commandradio commandsuppressivefire commandtarget commandwatch configclasses \#
        confirmsensortarget connectterminaltouav controlsgroupctrl copywaypoints countenemy countfriendly countside \#
        counttype countunknown creatediaryrecord creatediarysubject createdisplay createmenu createmissiondisplay \#
        creatempcampaigndisplay createsimpletask createsite createtask createunit createvehiclelocal ctdata \#
        ctfindheaderrows ctfindrowheader ctheadercontrols ctremoveheaders ctremoverows ctrladdeventhandler \#
        ctrlanimatemodel ctrlanimationphasemodel ctrlcommit ctrlcreate ctrlmapanimadd ctrlmapcursor \#
        ctrlmapscreentoworld ctrlmapworldtoscreen ctrlremovealleventhandlers ctrlremoveeventhandler ctrlsetactivecolor \#
        ctrlsetangle ctrlsetautoscrolldelay ctrlsetautoscrollrewind ctrlsetautoscrollspeed ctrlsetbackgroundcolor \#
        ctrlsetchecked ctrlsetdisabledcolor ctrlseteventhandler ctrlsetfade ctrlsetfont ctrlsetfonth1 ctrlsetfonth1b \#
        ctrlsetfonth2 ctrlsetfonth2b ctrlsetfonth3 ctrlsetfonth3b ctrlsetfonth4 ctrlsetfonth4b ctrlsetfonth5 \#
        ctrlsetfonth5b ctrlsetfonth6 ctrlsetfonth6b ctrlsetfontheight ctrlsetfontheighth1 ctrlsetfontheighth2 \#
        ctrlsetfontheighth3 ctrlsetfontheighth4 ctrlsetfontheighth5 ctrlsetfontheighth6 ctrlsetfontheightsecondary \#
        ctrlsetfontp ctrlsetfontpb ctrlsetfontsecondary ctrlsetforegroundcolor ctrlsetmodel ctrlsetmodeldirandup \#
        ctrlsetmodelscale ctrlsetpixelprecision ctrlsetposition ctrlsetpositionh ctrlsetpositionw ctrlsetpositionx \#
        ctrlsetpositiony ctrlsetscale ctrlsetstructuredtext ctrlsettextcolor ctrlsettextcolorsecondary \#
        ctrlsettextsecondary ctrlsettooltip ctrlsettooltipcolorbox ctrlsettooltipcolorshade ctrlsettooltipcolortext \#
        ctrowcontrols ctsetcursel ctsetdata ctsetheadertemplate ctsetrowtemplate ctsetvalue ctvalue curatorcoef \#
        currentmagazinedetailturret currentmagazineturret currentweaponturret customchat customradio cutfadeout \#
        debugfsm deleteat deleteeditorobject deletegroupwhenempty deleterange deleteresources deletevehiclecrew \#
        diarysubjectexists directsay disableai disablecollisionwith disableconversation disablenvgequipment \#
        disabletiequipment disableuavconnectability displayaddeventhandler displayctrl displayremovealleventhandlers \#
        displayremoveeventhandler displayseteventhandler distance distance2d distancesqr do doartilleryfire dofire \#
        dofollow dofsm domove doorphase dosuppressivefire dotarget dowatch drawarrow drawellipse drawicon drawline \#
        drawlink drawlocation drawpolygon drawrectangle drawtriangle editobject editorseteventhandler else \#
        emptypositions enableai enableaifeature enableaimprecision enableattack enableautostartuprtd enableautotrimrtd \#
        enablechannel enablecollisionwith enablecopilot enabledynamicsimulation enablefatigue enablegunlights \#
        enableinfopanelcomponent enableirlasers enablemimics enablepersonturret enablereload enableropeattach \#
        enablesimulation enablesimulationglobal enablestamina enableuavconnectability enableuavwaypoints \#
        enablevehiclecargo enablevehiclesensor engineon evalobjectargument exec execeditorscript exitwith fademusic \#
        faderadio fadesound fadespeech find findcover findeditorobject findemptyposition findemptypositionready findif \#
        findnearestenemy fire fireattarget flyinheight flyinheightasl forceadduniform forceflagtexture forcefollowroad \#
        forcespeed forcewalk forceweaponfire foreach foreachmember foreachmemberagent foreachmemberteam forgettarget \#
        from get3denattribute get3denmissionattribute getartilleryeta getcargoindex getcompatiblepylonmagazines \#
        geteditorobjectscope getenvsoundcontroller getfriend getfsmvariable getgroupicon gethidefrom gethit \#
        gethitindex gethitpointdamage getobjectargument getobjectchildren getobjectproxy getreldir getrelpos \#
        getsoundcontroller getsoundcontrollerresult getspeed getunittrait getvariable glanceat globalchat globalradio \#
        groupchat groupradio groupselectunit hasweapon hcgroupparams hcremovegroup hcselectgroup hcsetgroup \#
        hideselection htmlload in inarea inareaarray inflame infopanelcomponentenabled infopanelcomponents inpolygon \#
        inrangeofartillery inserteditorobject intersect isequalto isequaltype isequaltypeall isequaltypeany \#
        isequaltypearray isequaltypeparams isflashlighton isflatempty isirlaseron iskindof issensortargetconfirmed \#
        isuavconnectable isuniformallowed isvehiclesensorenabled join joinas joinassilent joinsilent joinstring \#
        kbadddatabase kbadddatabasetargets kbaddtopic kbhastopic kbreact kbremovetopic kbtell kbwassaid knowsabout \#
        land landat lbisselected lbsetpicturerightcolor lbsetpicturerightcolordisabled lbsetpicturerightcolorselected \#
        lbsetselected lbsettextright leavevehicle lightattachobject limitspeed linkitem listobjects loadidentity \#
        loadmagazine loadoverlay loadstatus lock lockcamerato lockcargo lockdriver lockedcargo lockedturret lockturret \#
        lockwp lookat lookatpos magazinesturret magazineturretammo matrixmultiply max min minedetectedby mod \#
        modeltoworld modeltoworldvisual modeltoworldvisualworld modeltoworldworld move moveinany moveincargo \#
        moveincommander moveindriver moveingunner moveinturret moveobjecttoend moveto nearentities nearobjects \#
        nearobjectsready nearroads nearsupplies neartargets newoverlay nmenuitems objstatus ondoubleclick \#
        onshownewobject or ordergetin playaction playactionnow playgesture playmove playmovenow posscreentoworld \#
        posworldtoscreen ppeffectadjust ppeffectcommit ppeffectenable ppeffectforceinnvg preloadobject \#
        progresssetposition publicvariableclient pushback pushbackunique radiochanneladd radiochannelremove \#
        radiochannelsetcallsign radiochannelsetlabel registertask remotecontrol removeaction removealleventhandlers \#
        removeallmpeventhandlers removecuratoraddons removecuratorcameraarea removecuratoreditableobjects \#
        removecuratoreditingarea removediaryrecord removediarysubject removedrawicon removedrawlinks \#
        removeeventhandler removegroupicon removehandgunitem removeitem removeitemfrombackpack removeitemfromuniform \#
        removeitemfromvest removeitems removemagazine removemagazineglobal removemagazines removemagazinesturret \#
        removemagazineturret removemenuitem removempeventhandler removeownedmine removeprimaryweaponitem \#
        removesecondaryweaponitem removesimpletask removeteammember removeweapon removeweaponattachmentcargo \#
        removeweaponcargo removeweaponglobal removeweaponturret reportremotetarget resize respawnvehicle reveal \#
        revealmine ropeattachto ropedetach saveidentity savestatus say say2d say3d select selectdiarysubject \#
        selecteditorobject selectionposition selectleader selectweapon selectweaponturret sendsimplecommand sendtask \#
        sendtaskresult set set3denattribute set3denlayer set3denlogictype set3denmissionattribute set3denobjecttype \#
        setactualcollectivertd setairplanethrottle setairportside setammo setammocargo setammoonpylon setanimspeedcoef \#
        setattributes setautonomous setbehaviour setbehaviourstrong setbleedingremaining setbrakesrtd \#
        setcamerainterest setcamuseti setcaptive setcenterofmass setcollisionlight setcombatmode setconvoyseparation \#
        setcuratorcameraareaceiling setcuratorcoef setcuratoreditingareatype setcuratorwaypointcost setcurrenttask \#
        setcurrentwaypoint setcustomaimcoef setcustomweightrtd setdamage setdammage setdebriefingtext setdestination \#
        setdiaryrecordtext setdir setdirection setdrawicon setdriveonpath setdropinterval setdynamicsimulationdistance \#
        setdynamicsimulationdistancecoef seteditormode seteditorobjectscope seteffectcondition seteffectivecommander \#
        setenginerpmrtd setface setfaceanimation setfatigue setfeaturetype setflaganimationphase setflagowner \#
        setflagside setflagtexture setfog setforcegeneratorrtd setformation setformationtask setformdir setfriend \#
        setfromeditor setfsmvariable setfuel setfuelcargo setgroupicon setgroupiconparams setgroupid setgroupidglobal \#
        setgroupowner setgusts sethidebehind sethit sethitindex sethitpointdamage setidentity setimportance setleader \#
        setlightambient setlightattenuation setlightbrightness setlightcolor setlightdaylight setlightflaremaxdistance \#
        setlightflaresize setlightintensity setlightnings setlightuseflare setmagazineturretammo setmarkeralpha \#
        setmarkeralphalocal setmarkerbrush setmarkerbrushlocal setmarkercolor setmarkercolorlocal setmarkerdir \#
        setmarkerdirlocal setmarkerpos setmarkerposlocal setmarkershape setmarkershapelocal setmarkersize \#
        setmarkersizelocal setmarkertext setmarkertextlocal setmarkertype setmarkertypelocal setmass setmimic \#
        setmissiletarget setmissiletargetpos setmusiceffect setname setnamesound setobjectarguments setobjectmaterial \#
        setobjectmaterialglobal setobjectproxy setobjecttexture setobjecttextureglobal setovercast setowner \#
        setoxygenremaining setparticlecircle setparticleclass setparticlefire setparticleparams setparticlerandom \#
        setpilotcameradirection setpilotcamerarotation setpilotcameratarget setpilotlight setpipeffect setpitch \#
        setplatenumber setpos setposasl setposasl2 setposaslw setposatl setposition setposworld setpylonloadout \#
        setpylonspriority setradiomsg setrain setrainbow setrandomlip setrank setrectangular setrepaircargo \#
        setrotorbrakertd setshotparents setside setsimpletaskalwaysvisible setsimpletaskcustomdata \#
        setsimpletaskdescription setsimpletaskdestination setsimpletasktarget setsimpletasktype setsize setskill \#
        setslingload setsoundeffect setspeaker setspeech setspeedmode setstamina setsuppression settargetage \#
        settaskmarkeroffset settaskresult settaskstate settext settitleeffect settriggeractivation settriggerarea \#
        settriggerstatements settriggertext settriggertimeout settriggertype settype setunconscious setunitability \#
        setunitloadout setunitpos setunitposweak setunitrank setunitrecoilcoefficient setunittrait setunloadincombat \#
        setuseractiontext setusermfdtext setusermfdvalue setvariable setvectordir setvectordirandup setvectorup \#
        setvehicleammo setvehicleammodef setvehiclearmor setvehiclecargo setvehicleid setvehiclelock \#
        setvehicleposition setvehicleradar setvehiclereceiveremotetargets setvehiclereportownposition \#
        setvehiclereportremotetargets setvehicletipars setvehiclevarname setvelocity setvelocitymodelspace \#
        setvelocitytransformation setvisibleiftreecollapsed setwantedrpmrtd setwaves setwaypointbehaviour \#
        setwaypointcombatmode setwaypointcompletionradius setwaypointdescription setwaypointforcebehaviour \#
        setwaypointformation setwaypointhouseposition setwaypointloiterradius setwaypointloitertype setwaypointname \#
        setwaypointposition setwaypointscript setwaypointspeed setwaypointstatements setwaypointtimeout \#
        setwaypointtype setwaypointvisible setweaponreloadingtime setwindforce setwindstr setwingforcescalertd \#
        setwppos show3dicons showlegend showneweditorobject showwaypoint sidechat sideradio skillfinal sort spawn \#
        splitstring step stop suppressfor swimindepth switchaction switchgesture switchlight switchmove \#
        synchronizeobjectsadd synchronizeobjectsremove synchronizetrigger synchronizewaypoint targetknowledge targets \#
        targetsaggregate targetsquery then to triggerattachobject triggerattachvehicle triggerdynamicsimulation \#
        turretlocal turretowner turretunit tvsetcolor tvsetpicturecolordisabled tvsetpicturecolorselected \#
        tvsetpicturerightcolordisabled tvsetpicturerightcolorselected tvsetselectcolor unassignitem unitsbelowheight \#
        unlinkitem unregistertask updatedrawicon updatemenuitem useaudiotimeformoves vectoradd vectorcos \#
        vectorcrossproduct vectordiff vectordistance vectordistancesqr vectordotproduct vectorfromto \#
        vectormodeltoworld vectormodeltoworldvisual vectormultiply vectorworldtomodel vectorworldtomodelvisual \#
        vehiclechat vehicleradio waypointattachobject waypointattachvehicle weaponaccessories weaponaccessoriescargo \#
        weapondirection weaponsturret worldtomodel worldtomodelvisual acctime activatedaddons agents \#
        airdensitycurvertd all3denentities allairports allcurators allcutlayers alldead alldeadmen alldisplays \#
        allgroups allmapmarkers allmines allplayers allsites allunits allunitsuav armorypoints benchmark blufor \#
        briefingname buldozer_isenabledroaddiag buldozer_reloadopermap cadetmode cameraon cameraview \#
        campaignconfigfile cansuspend cheatsenabled civilian clearforcesrtd clearitempool clearmagazinepool clearradio \#
        clearweaponpool clientowner commandingmenu configfile confignull controlnull copyfromclipboard curatorcamera \#
        curatormouseover curatorselected current3denoperation currentchannel currentnamespace cursorobject \#
        cursortarget customwaypointposition date daytime diag_activemissionfsms diag_activescripts \#
        diag_activesqfscripts diag_activesqsscripts diag_deltatime diag_fps diag_fpsmin diag_frameno diag_ticktime \#
        dialog didjip difficulty difficultyenabledrtd disabledebriefingstats disableserialization displaynull \#
        distributionregion dynamicsimulationsystemenabled east enableenddialog endl endloadingscreen \#
        environmentenabled estimatedendservertime exit false finishmissioninit fog fogforecast fogparams forcedmap \#
        forceend forceweatherchange freelook get3dencamera get3deniconsvisible get3denlinesvisible get3denmouseover \#
        getartillerycomputersettings getaudiooptionvolumes getcalculateplayervisibilitybyfriendly getclientstate \#
        getclientstatenumber getcursorobjectparams getdlcassetsusage getelevationoffset getmissiondlcs \#
        getmissionlayers getmouseposition getmusicplayedtime getobjectviewdistance getremotesensorsdisabled \#
        getresolution getshadowdistance getsubtitleoptions getterraingrid gettotaldlcusagetime groupiconselectable \#
        groupiconsvisible grpnull gusts halt hasinterface hcshownbar hudmovementlevels humidity independent \#
        initambientlife is3den is3denmultiplayer isactionmenuvisible isautotest isdedicated isfilepatchingenabled \#
        isgamefocused isgamepaused isinstructorfigureenabled ismultiplayer ismultiplayersolo ispipenabled \#
        isremoteexecuted isremoteexecutedjip isserver issteammission isstreamfriendlyuienabled isstressdamageenabled \#
        istuthintsenabled isuicontext language librarycredits librarydisclaimers lightnings linebreak loadgame \#
        locationnull logentities mapanimclear mapanimcommit mapanimdone markasfinishedonsteam missionconfigfile \#
        missiondifficulty missionname missionnamespace missionstart missionversion moonintensity musicvolume \#
        netobjnull nextweatherchange nil objnull opencuratorinterface opfor overcast overcastforecast parsingnamespace \#
        particlesquality pi pixelgrid pixelgridbase pixelgridnouiscale pixelh pixelw playableunits player \#
        playerrespawntime playerside productversion profilename profilenamespace profilenamesteam radiovolume rain \#
        rainbow remoteexecutedowner resetcamshake resistance reversedmousey runinitscript safezoneh safezonew \#
        safezonewabs safezonex safezonexabs safezoney savegame savejoysticks saveprofilenamespace savingenabled \#
        scriptnull selectnoplayer servername servertime shownartillerycomputer shownchat showncompass \#
        showncuratorcompass showngps shownhud shownmap shownpad shownradio shownscoretable shownuavfeed shownwarrant \#
        shownwatch sideambientlife sideempty sideenemy sidefriendly sidelogic sideunknown simulweathersync \#
        slingloadassistantshown soundvolume sunormoon switchableunits systemofunits tasknull teammembernull teams \#
        teamswitch teamswitchenabled time timemultiplier true uinamespace userinputdisabled vehicles viewdistance \#
        visiblecompass visiblegps visiblemap visiblescoretable visiblewatch waves west wind winddir windrtd windstr \#
        worldname worldsize
        """#
}
