import '@testing-library/jest-dom';
import './axiosOverFetch';
