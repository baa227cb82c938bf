import type { CompanyInformation, Disclaimer, Terms } from './types.js';

/** Identity of the (fictional) professional body operating the portal. */
export const companyInformation: CompanyInformation = {
  displayName: 'Engineers Institute of Kenya',
  shortName: 'EIK',
  email: 'membership@eik.example',
  phone: '+254 20 000 0000',
  address: 'EIK Centre, Ngong Road, Upper Hill, P.O. Box 10000-00100, Nairobi, Kenya',
  website: 'https://www.eik.example',
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="Engineers Institute of Kenya">' +
    '<title>Engineers Institute of Kenya</title>' +
    '<circle cx="60" cy="60" r="52" fill="none" stroke="#9F232D" stroke-width="10" stroke-dasharray="8.168 8.168"/>' +
    '<circle cx="60" cy="60" r="48" fill="#9F232D"/>' +
    '<circle cx="60" cy="60" r="40" fill="none" stroke="#F5852C" stroke-width="3"/>' +
    '<text x="60" y="70" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" letter-spacing="1" fill="#FFFFFF">EIK</text>' +
    '</svg>',
};

export const terms: Terms = {
  termsAndConditions: [
    'These Terms and Conditions govern your use of the Engineers Institute of Kenya (EIK) membership portal and your application for, and holding of, membership of the Institute. By creating an account, submitting an application or paying any fee through the portal you confirm that you have read, understood and agree to be bound by these Terms, the Constitution and By-laws of the Institute and any regulations issued by the Council from time to time.',
    'Accuracy of information. You undertake that all information and documents you provide, including personal details, academic and professional qualifications, work experience and referee details, are true, complete and current. The Institute may verify any information with universities, employers, referees, the Engineers Board of Kenya and other relevant bodies. Any application found to contain false, misleading or incomplete information may be rejected, and any membership granted on the basis of such information may be suspended or withdrawn without refund, in addition to any disciplinary or legal action.',
    'Personal data. The Institute processes your personal data in accordance with the Data Protection Act, 2019 and its Regulations. Your data is collected for the purposes of assessing your application, administering your membership, issuing invoices, receipts and certificates, maintaining the register of members, recording continuing professional development, and communicating with you about the activities of the Institute. The names, membership numbers, categories and status of members may be published in the public register of members. Your data will not be sold, and will only be shared with third parties where necessary for these purposes, where required by law, or with your consent. You have the right to access, correct and, where applicable, request deletion of your personal data, and to object to its processing, by writing to the Institute’s Data Protection Officer.',
    'Fees and payments. Application, subscription, upgrade and licence fees are set by the Council and are payable in Kenya Shillings inclusive of Value Added Tax. All fees paid are non-refundable, including where an application is declined or withdrawn. Annual subscriptions fall due at the start of each membership year; a member whose subscription remains unpaid after the period allowed by the By-laws may lose the rights and privileges of membership and may be removed from the register until all arrears are settled.',
    'Professional conduct. Every member undertakes to uphold the Code of Ethics and Professional Conduct of the Institute, to act with integrity, competence and due regard for public health, safety and the environment, to practise only within their area of competence, and to refrain from any conduct likely to bring the profession or the Institute into disrepute. Breaches may be referred to the Ethics and Disciplinary Committee and may result in reprimand, suspension or expulsion.',
    'Use of titles and designations. Members may use only the titles, post-nominals and designations attached to the membership category they currently hold. Membership of the Institute does not of itself confer registration with the Engineers Board of Kenya or a licence to practise, and members remain responsible for complying with the Engineers Act, 2011 and any other law governing their practice.',
    'Account security. You are responsible for keeping your login credentials confidential and for all activity carried out through your account. You must notify the Institute immediately of any unauthorised use of your account. The Institute may suspend access to the portal for maintenance, security or legal reasons.',
    'Changes and governing law. The Institute may amend these Terms from time to time; the current version will always be available on the portal, and continued use of the portal constitutes acceptance of the amended Terms. These Terms are governed by the laws of Kenya, and any dispute shall be subject to the jurisdiction of the courts of Kenya.',
  ].join('\n\n'),
  projectURL: 'https://projects.eik.example',
};

/** One disclaimer per type: the consent shown before activation and the declaration before applying. */
export const disclaimers: readonly Disclaimer[] = [
  {
    type: 'Activation',
    description:
      'By activating this account I consent to the Engineers Institute of Kenya collecting, storing and processing my personal data in accordance with the Data Protection Act, 2019 for the purposes of administering my account and membership, processing payments, maintaining the register of members and communicating with me about the Institute and its activities. I understand that I may access, correct or request deletion of my personal data, or withdraw this consent, by contacting the Institute’s Data Protection Officer, and that withdrawal of consent may affect the Institute’s ability to provide membership services to me.',
  },
  {
    type: 'Application',
    description: [
      'I hereby declare that the information given in this application and the documents submitted in support of it are true, complete and accurate to the best of my knowledge and belief. I authorise the Engineers Institute of Kenya to verify this information with the institutions, employers and referees named, and I understand that any false or misleading statement may lead to the rejection of my application or the withdrawal of any membership granted, without refund of fees paid.',
      'If admitted to membership, I undertake to abide by the Constitution, By-laws and Code of Ethics and Professional Conduct of the Engineers Institute of Kenya, to pay my annual subscription when due, and to keep my membership records, including contact details, qualifications and employment, up to date. I acknowledge that all fees paid to the Institute are non-refundable.',
    ].join('\n\n'),
  },
];
