import type { SpecializationType } from './types.js';

/** Specializations within each engineering discipline (discipline = discipline code). */
export const specializationTypes: readonly SpecializationType[] = [
  // Civil
  { code: 'CIVIL_HWY', description: 'Highways and Transportation Engineering', discipline: 'CIVIL' },
  { code: 'CIVIL_GEOTECH', description: 'Geotechnical Engineering', discipline: 'CIVIL' },
  { code: 'CIVIL_WATRES', description: 'Water Resources Engineering', discipline: 'CIVIL' },
  { code: 'CIVIL_STRUCT', description: 'Structural Design', discipline: 'CIVIL' },
  { code: 'CIVIL_CONMGT', description: 'Construction Management', discipline: 'CIVIL' },
  { code: 'CIVIL_RAIL', description: 'Railway Engineering', discipline: 'CIVIL' },
  // Structural
  { code: 'STRUCT_CONC', description: 'Reinforced and Prestressed Concrete Design', discipline: 'STRUCT' },
  { code: 'STRUCT_STEEL', description: 'Steel and Composite Structures', discipline: 'STRUCT' },
  { code: 'STRUCT_BRIDGE', description: 'Bridge Engineering', discipline: 'STRUCT' },
  { code: 'STRUCT_HIGHRISE', description: 'High-Rise and Tall Buildings', discipline: 'STRUCT' },
  { code: 'STRUCT_ASSESS', description: 'Structural Assessment and Rehabilitation', discipline: 'STRUCT' },
  // Mechanical
  { code: 'MECH_HVAC', description: 'Heating, Ventilation and Air Conditioning', discipline: 'MECH' },
  { code: 'MECH_PLANT', description: 'Plant and Maintenance Engineering', discipline: 'MECH' },
  { code: 'MECH_THERMO', description: 'Thermofluids and Power Plant', discipline: 'MECH' },
  { code: 'MECH_DESIGN', description: 'Machine Design and Manufacturing', discipline: 'MECH' },
  { code: 'MECH_PRESSURE', description: 'Pressure Vessels and Lifting Equipment', discipline: 'MECH' },
  // Electrical
  { code: 'ELEC_POWERSYS', description: 'Power Systems', discipline: 'ELEC' },
  { code: 'ELEC_TXDIST', description: 'Transmission and Distribution', discipline: 'ELEC' },
  { code: 'ELEC_INSTALL', description: 'Electrical Installations', discipline: 'ELEC' },
  { code: 'ELEC_MACHINES', description: 'Electrical Machines and Drives', discipline: 'ELEC' },
  { code: 'ELEC_PROTECT', description: 'Protection and Control', discipline: 'ELEC' },
  // Electronics
  { code: 'ELECTRONIC_CONTROL', description: 'Control and Instrumentation', discipline: 'ELECTRONIC' },
  { code: 'ELECTRONIC_EMBED', description: 'Embedded Systems', discipline: 'ELECTRONIC' },
  { code: 'ELECTRONIC_POWER', description: 'Power Electronics', discipline: 'ELECTRONIC' },
  {
    code: 'ELECTRONIC_CIRCUIT',
    description: 'Circuit Design and Microelectronics',
    discipline: 'ELECTRONIC',
  },
  // Telecommunication
  { code: 'TELECOM_RF', description: 'Radio Frequency and Wireless Communications', discipline: 'TELECOM' },
  { code: 'TELECOM_FIBRE', description: 'Optical Fibre Networks', discipline: 'TELECOM' },
  { code: 'TELECOM_NETWORK', description: 'Network Planning and Optimisation', discipline: 'TELECOM' },
  { code: 'TELECOM_BROADCAST', description: 'Broadcasting Engineering', discipline: 'TELECOM' },
  { code: 'TELECOM_SATCOM', description: 'Satellite Communications', discipline: 'TELECOM' },
  // Chemical
  { code: 'CHEM_PROCESS', description: 'Process Design and Simulation', discipline: 'CHEM' },
  { code: 'CHEM_FOOD', description: 'Food and Beverage Processing', discipline: 'CHEM' },
  { code: 'CHEM_PETROCHEM', description: 'Petrochemicals and Refining', discipline: 'CHEM' },
  { code: 'CHEM_SAFETY', description: 'Process Safety', discipline: 'CHEM' },
  { code: 'CHEM_PHARMA', description: 'Pharmaceutical Process Engineering', discipline: 'CHEM' },
  // Agricultural
  { code: 'AGRIC_IRRIG', description: 'Irrigation and Drainage', discipline: 'AGRIC' },
  { code: 'AGRIC_MACHINERY', description: 'Farm Power and Machinery', discipline: 'AGRIC' },
  { code: 'AGRIC_SOILWATER', description: 'Soil and Water Conservation', discipline: 'AGRIC' },
  { code: 'AGRIC_POSTHARVEST', description: 'Post-Harvest and Agro-Processing', discipline: 'AGRIC' },
  { code: 'AGRIC_STRUCT', description: 'Farm Structures', discipline: 'AGRIC' },
  // Biosystems
  { code: 'BIOSYS_BIOPROC', description: 'Bioprocess Engineering', discipline: 'BIOSYS' },
  { code: 'BIOSYS_FOOD', description: 'Food Engineering', discipline: 'BIOSYS' },
  { code: 'BIOSYS_ENVCTRL', description: 'Controlled Environment Agriculture', discipline: 'BIOSYS' },
  { code: 'BIOSYS_BIOENERGY', description: 'Bioenergy Systems', discipline: 'BIOSYS' },
  // Geospatial
  { code: 'GEO_SURVEY', description: 'Land and Engineering Surveying', discipline: 'GEOSPATIAL' },
  { code: 'GEO_GIS', description: 'Geographic Information Systems', discipline: 'GEOSPATIAL' },
  { code: 'GEO_REMOTE', description: 'Remote Sensing and Photogrammetry', discipline: 'GEOSPATIAL' },
  { code: 'GEO_GEODESY', description: 'Geodesy and GNSS', discipline: 'GEOSPATIAL' },
  { code: 'GEO_HYDRO', description: 'Hydrographic Surveying', discipline: 'GEOSPATIAL' },
  // Mining
  { code: 'MINING_SURFACE', description: 'Surface Mining and Quarrying', discipline: 'MINING' },
  { code: 'MINING_UNDERGROUND', description: 'Underground Mining', discipline: 'MINING' },
  { code: 'MINING_MINPROC', description: 'Mineral Processing', discipline: 'MINING' },
  { code: 'MINING_ROCKMECH', description: 'Rock Mechanics and Blasting', discipline: 'MINING' },
  // Petroleum
  { code: 'PETRO_DRILLING', description: 'Drilling Engineering', discipline: 'PETROLEUM' },
  { code: 'PETRO_RESERVOIR', description: 'Reservoir Engineering', discipline: 'PETROLEUM' },
  { code: 'PETRO_PRODUCTION', description: 'Production Engineering', discipline: 'PETROLEUM' },
  { code: 'PETRO_MIDSTREAM', description: 'Pipelines, Storage and Midstream', discipline: 'PETROLEUM' },
  // Aeronautical
  { code: 'AERO_MAINT', description: 'Aircraft Maintenance Engineering', discipline: 'AERO' },
  { code: 'AERO_AVIONICS', description: 'Avionics', discipline: 'AERO' },
  { code: 'AERO_STRUCT', description: 'Aircraft Structures', discipline: 'AERO' },
  { code: 'AERO_PROPULSION', description: 'Aerospace Propulsion', discipline: 'AERO' },
  // Marine
  { code: 'MARINE_NAVARCH', description: 'Naval Architecture', discipline: 'MARINE' },
  { code: 'MARINE_PROPULSION', description: 'Marine Propulsion and Machinery', discipline: 'MARINE' },
  { code: 'MARINE_PORT', description: 'Port and Harbour Engineering', discipline: 'MARINE' },
  { code: 'MARINE_OFFSHORE', description: 'Offshore Engineering', discipline: 'MARINE' },
  // Water
  { code: 'WATER_SUPPLY', description: 'Water Supply and Treatment', discipline: 'WATER' },
  { code: 'WATER_SEWERAGE', description: 'Sewerage and Wastewater Treatment', discipline: 'WATER' },
  { code: 'WATER_HYDRO', description: 'Hydrology and Hydraulics', discipline: 'WATER' },
  { code: 'WATER_DAMS', description: 'Dams and Reservoirs', discipline: 'WATER' },
  { code: 'WATER_GROUND', description: 'Groundwater and Borehole Engineering', discipline: 'WATER' },
  // Environmental
  { code: 'ENV_EIA', description: 'Environmental Impact Assessment and Audit', discipline: 'ENVIRON' },
  { code: 'ENV_SOLIDWASTE', description: 'Solid Waste Management', discipline: 'ENVIRON' },
  { code: 'ENV_AIRQUALITY', description: 'Air Quality and Pollution Control', discipline: 'ENVIRON' },
  { code: 'ENV_CLIMATE', description: 'Climate Resilience and Adaptation', discipline: 'ENVIRON' },
  // Industrial
  { code: 'IND_OPS', description: 'Operations and Production Management', discipline: 'INDUSTRIAL' },
  { code: 'IND_QUALITY', description: 'Quality Engineering and Management', discipline: 'INDUSTRIAL' },
  {
    code: 'IND_LEAN',
    description: 'Lean Manufacturing and Continuous Improvement',
    discipline: 'INDUSTRIAL',
  },
  { code: 'IND_SUPPLY', description: 'Supply Chain and Logistics Engineering', discipline: 'INDUSTRIAL' },
  { code: 'IND_OSH', description: 'Occupational Safety and Health', discipline: 'INDUSTRIAL' },
  // Biomedical
  { code: 'BIOMED_DEVICES', description: 'Medical Devices and Equipment', discipline: 'BIOMED' },
  { code: 'BIOMED_IMAGING', description: 'Medical Imaging Systems', discipline: 'BIOMED' },
  { code: 'BIOMED_CLINICAL', description: 'Clinical Engineering', discipline: 'BIOMED' },
  { code: 'BIOMED_REHAB', description: 'Rehabilitation Engineering and Prosthetics', discipline: 'BIOMED' },
  // Building Services
  {
    code: 'BS_MEP',
    description: 'Mechanical, Electrical and Plumbing (MEP) Design',
    discipline: 'BUILDSERV',
  },
  { code: 'BS_FIRE', description: 'Fire Protection Systems', discipline: 'BUILDSERV' },
  { code: 'BS_LIFTS', description: 'Lifts and Escalators', discipline: 'BUILDSERV' },
  { code: 'BS_PLUMBING', description: 'Plumbing and Drainage', discipline: 'BUILDSERV' },
  { code: 'BS_BMS', description: 'Building Management Systems', discipline: 'BUILDSERV' },
  // Computer / Software
  { code: 'COMP_SOFTWARE', description: 'Software Engineering', discipline: 'COMPUTER' },
  { code: 'COMP_NETWORKS', description: 'Computer Networks and Infrastructure', discipline: 'COMPUTER' },
  { code: 'COMP_SECURITY', description: 'Cybersecurity', discipline: 'COMPUTER' },
  { code: 'COMP_DATA', description: 'Data Engineering and Artificial Intelligence', discipline: 'COMPUTER' },
  { code: 'COMP_HARDWARE', description: 'Computer Hardware and Architecture', discipline: 'COMPUTER' },
  // Energy
  { code: 'ENERGY_SOLAR', description: 'Solar Photovoltaic Systems', discipline: 'ENERGY' },
  { code: 'ENERGY_WIND', description: 'Wind Energy', discipline: 'ENERGY' },
  { code: 'ENERGY_HYDRO', description: 'Hydropower', discipline: 'ENERGY' },
  { code: 'ENERGY_AUDIT', description: 'Energy Management and Auditing', discipline: 'ENERGY' },
  { code: 'ENERGY_STORAGE', description: 'Energy Storage and Mini-Grids', discipline: 'ENERGY' },
  // Mechatronic
  { code: 'MECHA_ROBOTICS', description: 'Robotics', discipline: 'MECHATRONIC' },
  {
    code: 'MECHA_AUTOMATION',
    description: 'Industrial Automation and PLC Systems',
    discipline: 'MECHATRONIC',
  },
  { code: 'MECHA_SENSORS', description: 'Sensors and Actuators', discipline: 'MECHATRONIC' },
  // Geothermal
  { code: 'GEOTH_RESERVOIR', description: 'Geothermal Reservoir Engineering', discipline: 'GEOTHERMAL' },
  { code: 'GEOTH_DRILLING', description: 'Geothermal Drilling', discipline: 'GEOTHERMAL' },
  { code: 'GEOTH_POWERPLANT', description: 'Geothermal Power Plant Engineering', discipline: 'GEOTHERMAL' },
  // Materials
  { code: 'MAT_METALLURGY', description: 'Physical and Extractive Metallurgy', discipline: 'MATERIALS' },
  { code: 'MAT_CORROSION', description: 'Corrosion Engineering', discipline: 'MATERIALS' },
  { code: 'MAT_NDT', description: 'Non-Destructive Testing and Inspection', discipline: 'MATERIALS' },
  { code: 'MAT_POLYMERS', description: 'Polymers and Composites', discipline: 'MATERIALS' },
  // Automotive
  { code: 'AUTO_VEHICLE', description: 'Vehicle Design and Dynamics', discipline: 'AUTOMOTIVE' },
  { code: 'AUTO_EMOBILITY', description: 'Electric Mobility', discipline: 'AUTOMOTIVE' },
  { code: 'AUTO_FLEET', description: 'Fleet and Workshop Management', discipline: 'AUTOMOTIVE' },
  // Fire Safety
  { code: 'FIRE_DETECTION', description: 'Fire Detection and Alarm Systems', discipline: 'FIRE' },
  { code: 'FIRE_SUPPRESSION', description: 'Fire Suppression Systems', discipline: 'FIRE' },
  { code: 'FIRE_RISK', description: 'Fire Risk Assessment and Life Safety', discipline: 'FIRE' },
];
