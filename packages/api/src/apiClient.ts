// The React-free client: what servers, scripts and tests outside React may import.
export { initialize, isInitialized, type ApiOptions } from './client/configuration';
export { ApiError, isAbortError, refusalMessage } from './client/ApiError';
export {
  apiGet,
  apiSend,
  publicGet,
  publicSend,
  type GetOptions,
  type PayloadCheck,
  type PayloadChecker,
  type PublicCallOptions,
  type PublicGetOptions,
  type PublicSendOptions,
  type SendOptions,
  type SendMethod,
} from './client/request';
export type { QueryParams } from './client/requestParts';
export { fetchCurrentUser, fetchProfile } from './calls/user';
export { fetchFarm, saveFarm, fetchFarmDropdowns } from './calls/farm';
export {
  saveProfile,
  uploadAvatar,
  deleteAvatar,
  saveCustomerNumber,
  saveCustomerNumberOfCard,
} from './calls/profile';
export {
  fetchSettings,
  saveInterests,
  saveContactChannel,
  subscribeNewsletter,
  unsubscribeNewsletter,
  saveConsents,
} from './calls/settings';
export {
  fetchFleet,
  fetchVehicle,
  addVehicle,
  deleteVehicle,
  uploadVehicleImage,
  fetchDiary,
  addFuelStop,
  addOperation,
  addAverage,
  addNote,
  deleteDiaryEntry,
  diaryCsvPath,
  fetchDiaryCsv,
  fetchReviewVehicles,
  approveVehicle,
  rejectVehicle,
  fleetKey,
  vehicleKey,
  diaryKey,
  diaryKeyPrefix,
  reviewVehiclesKey,
  type DiaryCsv,
} from './calls/fleet';
export {
  submitForm,
  submitContactForm,
  submitFinancingEnquiry,
  submitGvlContact,
} from './calls/forms';
export {
  machinesKey,
  fetchMachines,
  machineKey,
  fetchMachine,
  submitMachineInquiry,
} from './calls/usedMachines';
export {
  machineBookmarksKey,
  fetchMachineBookmarks,
  bookmarkMachine,
  unbookmarkMachine,
  mergeMachineBookmarks,
} from './calls/usedMachineBookmarks';
export {
  eventQueryParams,
  eventsKey,
  fetchEvents,
  eventKey,
  fetchEvent,
  eventCalendarPath,
  myEventRegistrationKey,
  fetchMyEventRegistration,
  registerForEvent,
  changeEventRegistration,
  cancelEventRegistration,
  trainingsKey,
  fetchTrainings,
} from './calls/events';
export { modelOverviewKey, fetchModelOverview, modelKey, fetchModel } from './calls/models';
export {
  oldTimersKey,
  fetchOldTimers,
  oldTimerKey,
  fetchOldTimer,
  oldTimerCataloguePath,
  fetchRestrictedCatalogue,
} from './calls/oldTimers';
export { newsletterInterestsKey, fetchNewsletterInterests } from './calls/newsletter';
export {
  accountDeletionKey,
  deleteAccount,
  fetchAccountDeletionSummary,
  fetchDataExport,
  loyaltyCardHolderKey,
  fetchLoyaltyCardHolder,
} from './calls/accounts';
export type { SignedFile } from './client/signedFile';
export {
  upfrontNewsKey,
  fetchUpfrontNews,
  upfrontNewsArticleKey,
  fetchUpfrontNewsArticle,
  newsListKey,
  fetchNewsList,
  newsArticleKey,
  fetchNewsArticle,
  editorialNewsKey,
  fetchEditorialNews,
  createNewsArticle,
  updateNewsArticle,
  publishNewsArticle,
  unpublishNewsArticle,
} from './calls/news';
export { servicesKey, fetchServices } from './calls/services';
export {
  contestsKey,
  fetchContests,
  contestKey,
  fetchContest,
  uploadContestPicture,
  submitContestEntry,
  voteForContestEntry,
} from './calls/contests';
export {
  userReportsKey,
  fetchUserReports,
  userReportKey,
  fetchUserReport,
  uploadUserReportPicture,
  submitUserReport,
  type UserReportQuery,
} from './calls/userReports';
export {
  classifiedAdsKey,
  fetchClassifiedAds,
  classifiedAdKey,
  fetchClassifiedAd,
  myClassifiedAdsKey,
  fetchMyClassifiedAds,
  createClassifiedAd,
  updateClassifiedAd,
  changeClassifiedAdStatus,
  deleteClassifiedAd,
  uploadClassifiedAdImage,
  deleteClassifiedAdImage,
  uploadClassifiedAdAttachment,
  deleteClassifiedAdAttachment,
  replyToClassifiedAd,
  answerClassifiedAdReply,
  setClassifiedAdHidden,
} from './calls/marketplace';
export {
  savedMachineSearchesKey,
  fetchSavedMachineSearches,
  saveMachineSearch,
  deleteSavedMachineSearch,
  machineSearchUnsubscribeKey,
  fetchMachineSearchToUnsubscribe,
  unsubscribeMachineSearch,
} from './calls/usedMachineSearches';
export {
  contractItemNotificationsKey,
  vehicleItemsKey,
  fetchContractItemNotifications,
  fetchWarrantyItems,
  fetchTraclinkItems,
  traclinkMobileKey,
  fetchTraclinkMobile,
  renewTraclinkMobilePairing,
  contractItemSchema,
  type ContractItem,
} from './calls/contractItems';
export {
  contractItemsKey,
  contractItemKey,
  checkoutProductsKey,
  fetchContractItems,
  fetchContractItem,
  fetchCheckoutProducts,
  submitCheckout,
  renewContractItem,
  cancelContractItem,
  setContractItemAutoRenew,
  traclinkCatalogueKey,
  fetchTraclinkCatalogue,
  couponKey,
  fetchCoupon,
} from './calls/checkout';
export {
  ordersKey,
  orderKey,
  ordersToCompleteKey,
  fetchOrders,
  fetchOrder,
  fetchOrdersToComplete,
  completeOrder,
} from './calls/orders';
export {
  ordersInProcessingKey,
  fetchOrdersInProcessing,
  orderInProcessingSchema,
  type OrderInProcessing,
} from './calls/ordersInProcessing';
export {
  pressReleasesKey,
  fetchPressReleases,
  pressReleaseKey,
  fetchPressRelease,
  pressDownloadPath,
  pressPhotoQueryParams,
  pressPhotosKey,
  fetchPressPhotos,
  uploadPressPhoto,
  deletePressPhoto,
} from './calls/press';
export {
  guestbookKey,
  fetchGuestbook,
  submitGuestbookEntry,
  guestbookAttachmentPath,
  replyToGuestbookEntry,
  unansweredGuestbookEntriesKey,
  fetchUnansweredGuestbookEntries,
} from './calls/guestbook';
export {
  editorialQueueKey,
  myEditorialEntriesKey,
  fetchEditorialQueue,
  approveEditorialEntry,
  rejectEditorialEntry,
  fetchMyEditorialEntries,
  fetchEditorialFile,
} from './calls/editorial';
