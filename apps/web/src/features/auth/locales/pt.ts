import type { AuthStrings } from './en.js';

export const AUTH_PT: AuthStrings = {
  login: {
    title: 'Entrar na sua conta',
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    submit: 'Entrar',
    forgotPassword: 'Esqueceu a palavra-passe?',
    noAccount: 'É novo por cá?',
    createAccount: 'Criar uma conta',
  },
  signUp: {
    title: 'Crie a sua conta',
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    country: 'País',
    countryPlaceholder: 'Escreva para pesquisar',
    currency: 'Moeda',
    promoCode: 'Código promocional (opcional)',
    promoCodeHelp: 'Tem um código? O seu bónus é adicionado à sua conta.',
    consents: 'Consentimentos',
    termsAndPrivacy: 'Aceito os termos e condições e a política de privacidade',
    personalData: 'Concordo com o tratamento dos meus dados pessoais',
    over18: 'Tenho mais de 18 anos',
    marketing: {
      legend: 'Ofertas e novidades (opcional)',
      hint: 'Marque só o que quiser; pode alterar a qualquer momento no seu perfil.',
      casino: {
        email: 'Ofertas de casino por e-mail',
        sms: 'Ofertas de casino por SMS',
        phone: 'Ofertas de casino por telefone',
      },
      sport: {
        email: 'Ofertas de desporto por e-mail',
        sms: 'Ofertas de desporto por SMS',
        phone: 'Ofertas de desporto por telefone',
      },
    },
    submit: 'Registar',
    haveAccount: 'Já tem conta?',
    logIn: 'Entrar',
  },
  bonus: {
    title: 'Bónus de boas-vindas',
    offer: '{{percent}}% até {{amount}} + {{spins}} rodadas grátis',
    offerShort: '{{percent}}% até {{amount}}',
    note: 'Seu com o primeiro depósito.',
  },
  thankYou: {
    title: 'Obrigado por se registar!',
    lead: 'A sua conta está pronta e tem a sessão iniciada.',
    start: 'Vamos jogar',
  },
  backToSignUp: {
    title: 'Sair do registo?',
    text: 'Está quase. O seu bónus de boas-vindas está à sua espera.',
    back: 'Voltar ao registo',
    leave: 'Sair',
  },
  reset: {
    title: 'Repor a palavra-passe',
    newTitle: 'Escolha uma nova palavra-passe',
    intro:
      'Introduza o e-mail da sua conta. Enviamos-lhe um link para escolher uma nova palavra-passe.',
    email: 'Endereço de e-mail',
    send: 'Enviar o link',
    sent: 'Se existir uma conta para {{email}}, enviámos-lhe um link para repor a palavra-passe. O link é válido durante uma hora.',
    done: 'Concluído',
    newPassword: 'Nova palavra-passe',
    confirmation: 'Repita a nova palavra-passe',
    save: 'Guardar a nova palavra-passe',
    again: 'Pedir um novo link',
  },
  resetSuccess: {
    title: 'A sua palavra-passe foi alterada',
    text: 'Entre com a nova palavra-passe. Para sua segurança, todas as outras sessões da sua conta foram terminadas.',
    logIn: 'Entrar',
  },
  welcomeBack: {
    title: 'Bem-vindo de volta!',
    text: 'Entre novamente para continuar onde ficou.',
  },
};
